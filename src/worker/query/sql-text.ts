/**
 * Text as the reference server's PostgreSQL treats it (PGlite: ctype C.UTF-8, collation C), so
 * that the engine's LIKE and string order give the server's answers (docs/query-engine.md,
 * "Same answers as SQL").
 */

/**
 * `lower()` of PostgreSQL under C.UTF-8: each code point on its own (`towlower`). JavaScript's
 * `toLowerCase` agrees except for two context rules: `İ` becomes `i̇` (two code units) instead
 * of `i`, and a word-final `Σ` becomes `ς` instead of `σ`. Both are mapped first; the cheap
 * check keeps the common case (neither letter present) at one `toLowerCase` call.
 */
export function sqlLower(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length && !lower.includes('ς')) return lower;
  return text.replace(/[\u0130\u03a3]/g, (c) => (c === '\u0130' ? 'i' : 'σ')).toLowerCase();
}

/** Code units at or above U+D800: only there can UTF-16 order differ from code point order. */
const HIGH = /[\ud800-\uffff]/;

/** True when code-unit order (JavaScript's `<`) may differ from code point order for these strings. */
export const needsCodePointOrder = (texts: readonly string[]): boolean =>
  texts.some((text) => HIGH.test(text));

/**
 * Code point order, PostgreSQL's `COLLATE "C"` on UTF-8 (byte order). UTF-16 code-unit order
 * differs only where a surrogate (U+D800–DFFF, a character beyond U+FFFF) meets a unit in
 * U+E000–FFFF (CJK compatibility, full-width forms): the surrogate's character is the larger.
 */
export function compareCodePoints(x: string, y: string): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    let a = x.charCodeAt(i);
    let b = y.charCodeAt(i);
    if (a === b) continue;
    if (a >= 0xd800 && b >= 0xd800) {
      a = a >= 0xe000 ? a - 0x800 : a + 0x2000;
      b = b >= 0xe000 ? b - 0x800 : b + 0x2000;
    }
    return a - b;
  }
  return x.length - y.length;
}

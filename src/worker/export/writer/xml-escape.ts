/**
 * Text for spreadsheet XML. Excel's own rules, not only XML's: a cell holds at most 32 767
 * UTF-16 units, and `_xHHHH_` inside a string is read as an escaped character, so a literal
 * `_x0041_` must have its underscore escaped or Excel shows "A".
 */

/** Excel's limit on the characters of one cell; longer text is cut there (Excel would refuse the file). */
export const MAX_CELL_CHARS = 32_767;

/**
 * What needs more than a copy: markup characters, characters XML 1.0 forbids (C0 controls other
 * than tab, LF, CR; U+FFFE/U+FFFF), CR (an XML parser turns it into LF) and Excel's `_x` escape.
 * One test per string keeps the common case (plain text) at a single regex scan.
 */
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const MARKUP = /[&<>\r]|_(?=x[0-9A-Fa-f]{4}_)/g;
const REPLACEMENT: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  // Excel writes CR this way; an XML parser would otherwise normalise it to LF.
  '\r': '_x000D_',
  _: '_x005F_',
};

/** Cuts text to Excel's cell limit without splitting a surrogate pair. */
export function truncateCell(text: string): string {
  if (text.length <= MAX_CELL_CHARS) return text;
  const last = text.charCodeAt(MAX_CELL_CHARS - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? MAX_CELL_CHARS - 1 : MAX_CELL_CHARS;
  return text.slice(0, end);
}

/** Element text: escaped for XML and Excel, forbidden characters dropped, cut to the cell limit. */
export function xmlText(value: string): string {
  const text = truncateCell(value);
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(MARKUP, (c) => REPLACEMENT[c] as string);
}

/** Attribute value (sheet names, header-independent parts): also escapes quotes. */
export function xmlAttribute(value: string): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Leading or trailing whitespace is kept only with xml:space="preserve". */
export function needsPreserve(text: string): boolean {
  return text.length > 0 && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32);
}

const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g;
const NAMED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function codePoint(entity: string): string {
  const n = entity.startsWith('#x')
    ? Number.parseInt(entity.slice(2), 16)
    : Number.parseInt(entity.slice(1), 10);
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\ufffd';
}

/**
 * XML text or an attribute value as written, decoded: the five entities, character references,
 * and OOXML's `_xHHHH_` escapes of characters XML cannot hold (as Excel and SheetJS read them).
 */
export function xmlText(raw: string): string {
  const decoded = raw.includes('&')
    ? raw.replace(ENTITY, (_, e: string) => NAMED[e] ?? codePoint(e))
    : raw;
  return decoded.includes('_x')
    ? decoded.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : decoded;
}

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** A tag's attributes by local name (`r:id` is `id`), decoded. */
export function attributes(raw: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1] ?? '';
    const local = name.slice(name.indexOf(':') + 1);
    found.set(local, xmlText(match[2] ?? match[3] ?? ''));
  }
  return found;
}

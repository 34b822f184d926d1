/** ISO 4217 codes recognised on documents (the portal's currencies and their neighbours). */
const CODES = ['USD', 'CNY', 'HKD', 'EUR', 'JPY', 'SGD', 'GBP', 'AUD', 'CAD', 'CHF'] as const;

/** Names and symbols documents use instead of the code. Longest first where one holds another. */
const ALIASES: readonly [RegExp, string][] = [
  [/\bRMB\b|人民币|CN¥/i, 'CNY'],
  [/美元|US\$|美金/i, 'USD'],
  [/港币|港元|HK\$/i, 'HKD'],
  [/新加坡元|新元|S\$/i, 'SGD'],
  [/欧元|€/, 'EUR'],
  [/日元|円/, 'JPY'],
  [/英镑|£/, 'GBP'],
];

const CODE_PATTERN = new RegExp(`\\b(${CODES.join('|')})\\b`);

/** The currency named in the text (code, name or unambiguous symbol), else null. */
export function findCurrency(text: string): string | null {
  const code = CODE_PATTERN.exec(text.toUpperCase());
  if (code?.[1]) return code[1];
  for (const [pattern, iso] of ALIASES) if (pattern.test(text)) return iso;
  return null;
}

/**
 * An amount as printed (12,345.67 · 12.345,67 · 12 345,67 · 12345) as a plain decimal string
 * (12345.67), or null. The last separator followed by one or two digits is the decimal mark; the
 * others group thousands. Never a float: the figure is carried as text.
 */
export function parseAmount(printed: string): string | null {
  const raw = printed.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(raw)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, decimal.index) : raw).replace(/[.,]/g, '');
  if (!/^\d{1,15}$/.test(whole)) return null;
  const units = whole.replace(/^0+(?=\d)/, '');
  return decimal ? `${units}.${decimal[1]}` : units;
}

/** Figures written with grouping and an optional decimal part, or plain digits. */
const FIGURE = /\d{1,3}(?:[,.\s\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/g;

/** The largest amount written in the text (the total beside its parts), or null. */
export function findAmount(text: string): string | null {
  let best: string | null = null;
  for (const match of text.matchAll(FIGURE)) {
    const amount = parseAmount(match[0]);
    if (amount !== null && (best === null || compareDecimal(amount, best) > 0)) best = amount;
  }
  return best;
}

/** Compares two non-negative decimal strings exactly. */
function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const [x, y] = [af.padEnd(2, '0'), bf.padEnd(2, '0')];
  return x === y ? 0 : x < y ? -1 : 1;
}

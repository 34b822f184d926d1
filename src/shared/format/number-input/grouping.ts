/** Thousands separator comma, group size 3 (spec 000 section 9). */
export function groupThousands(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Reads a shown number back ('1,234.56%' with suffix '%' → 1234.56); null when not a number. */
export function parseGrouped(shown: string, suffix = ''): number | null {
  let text = shown.trim();
  if (suffix && text.endsWith(suffix)) text = text.slice(0, -suffix.length).trim();
  text = text.replace(/,/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

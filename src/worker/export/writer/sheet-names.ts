/** Excel refuses these in a sheet name, and names longer than 31 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const FORBIDDEN = /[\\/?*[\]:\u0000-\u001F]/g;
const MAX_SHEET_NAME = 31;

/**
 * The name of sheet `n` (1-based): the base for the first, "base (2)", "base (3)"… after it,
 * the base cut so the suffix still fits. Apostrophes may not start or end a name.
 */
export function sheetName(base: string | undefined, n: number): string {
  let clean = (base ?? '')
    .replace(FORBIDDEN, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  if (clean === '') clean = 'Sheet1';
  const suffix = n === 1 ? '' : ` (${n})`;
  const room = MAX_SHEET_NAME - suffix.length;
  let cut = clean.slice(0, room);
  // Do not leave half a surrogate pair (an emoji) at the cut.
  const last = cut.charCodeAt(cut.length - 1);
  if (cut.length < clean.length && last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut.trimEnd().replace(/'+$/, '')}${suffix}`;
}

/**
 * Numeric cells: a number, or a decimal string as the server and the engine send money
 * ("1234.50", "-3.1"). Strings are checked character by character first because `Number()`
 * also accepts "", " ", "0x1A" and "Infinity", none of which is an amount.
 */

/** The writers' notion of an empty cell. */
export const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '';

/** Whether a string is `[-+]digits[.digits][e[-+]digits]` (leading/trailing digits optional, not both). */
function isDecimal(s: string): boolean {
  const n = s.length;
  let i = 0;
  let c = s.charCodeAt(0);
  if (c === 45 || c === 43) i++;
  let digits = 0;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    digits++;
  }
  if (i < n && s.charCodeAt(i) === 46) {
    for (i++; i < n; i++) {
      c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      digits++;
    }
  }
  if (digits === 0) return false;
  if (i < n && (s.charCodeAt(i) | 32) === 101) {
    i++;
    c = s.charCodeAt(i);
    if (c === 45 || c === 43) i++;
    const start = i;
    while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    if (i === start) return false;
  }
  return i === n;
}

/** The value as a finite number, or NaN when it is not one (the writers then keep it as text). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && isDecimal(value)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : Number.NaN;
  }
  if (typeof value === 'bigint') return Number(value);
  return Number.NaN;
}

/**
 * Integer cents. Exact for amounts with at most two decimals: the double nearest "x.yz" times
 * 100 is within far less than half a cent of the integer while |x| < 2^44 (17 trillion).
 */
export const toCents = (n: number): number => Math.round(n * 100);

/**
 * Integer cents of a plain amount string — `[-]digits[.d[d]]`, at most 15 digits, as the server
 * and the engine send money — read digit by digit; NaN for anything else (the caller then takes
 * the general path: toNumber, toCents). The same cents as toCents(Number(s)), without parsing
 * a float per cell.
 */
export function decimalCents(s: string): number {
  const n = s.length;
  let i = s.charCodeAt(0) === 45 ? 1 : 0;
  let value = 0;
  let digits = 0;
  let c = 0;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    digits++;
  }
  let decimals = 0;
  if (i < n) {
    if (c !== 46) return Number.NaN;
    for (i++; i < n; i++) {
      c = s.charCodeAt(i);
      if (c < 48 || c > 57 || decimals === 2) return Number.NaN;
      value = value * 10 + (c - 48);
      decimals++;
    }
  }
  if (digits + decimals === 0 || digits + decimals > 15) return Number.NaN;
  if (decimals < 2) value *= decimals === 0 ? 100 : 10;
  return s.charCodeAt(0) === 45 ? -value : value;
}

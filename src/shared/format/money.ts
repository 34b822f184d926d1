/** Currencies shown without minor units. */
const ZERO_DECIMAL = new Set(['JPY']);

export const currencyDecimals = (currency: string | null | undefined): number =>
  currency && ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Adds one to a string of digits (no float, any length). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * An amount with its currency's decimals (JPY none, others two) and thousands separators.
 * Sums arrive as exact decimal strings and are rounded as strings (half away from zero), so a
 * total over a million rows never passes through a binary float. Empty values show '-'.
 */
export function formatMoney(
  value: string | number | null | undefined,
  currency?: string | null,
): string {
  return formatDecimal(value, currencyDecimals(currency));
}

/** A decimal with `places` decimals (rounded as a string, half away from zero) and separators. */
export function formatDecimal(value: string | number | null | undefined, places: number): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let digits = whole + fraction.padEnd(places, '0').slice(0, places);
  if ((fraction[places] ?? '0') >= '5') digits = increment(digits);
  digits = digits.padStart(places + 1, '0');
  const intPart = digits.slice(0, digits.length - places).replace(/^0+(?=\d)/, '');
  const fracPart = digits.slice(digits.length - places);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${grouped}${places > 0 ? `.${fracPart}` : ''}`;
}

/** Row amounts are numbers with at most two decimals; toFixed(2) gives back those cents. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) < 1e21 ? value.toFixed(2) : String(value);
}

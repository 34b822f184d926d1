/** Parsing and formatting of the contract's scalar forms; exact, no floating-point rounding of money. */

export const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '';

const MS_PER_DAY = 86_400_000;

/** `YYYY-MM-DD` to a UTC day number; NaN when not a date. Hand-parsed because Date parsing is slow at a million rows. */
export function parseDay(value: unknown): number {
  if (typeof value !== 'string' || value.length !== 10) return Number.NaN;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  if (value[4] !== '-' || value[7] !== '-' || !(y >= 0 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) {
    return Number.NaN;
  }
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

export function formatDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

const MONEY = /^([+-]?)(\d*)(?:\.(\d{0,2}))?$/;

/**
 * A money value to integer cents. Strings are parsed digit by digit so that '0.29' is 29,
 * never 28.999…; numbers are rounded to the nearest cent (they carry at most 2 decimals).
 */
export function parseCents(value: unknown): number {
  if (typeof value === 'number')
    return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const match = MONEY.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return Number.NaN;
  const whole = match[2] === '' ? 0 : Number(match[2]);
  const fraction = Number((match[3] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return match[1] === '-' ? -cents : cents;
}

/** Integer cents (a number or a bigint) to a decimal string with exactly two decimals. */
export function formatCents(cents: number | bigint): string {
  const big = typeof cents === 'bigint' ? cents : BigInt(cents);
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * A numeric bound in the column's representation. Money bounds become cents, snapped to the
 * integer when they are a whole number of cents, so that max 0.29 still admits 29 cents.
 */
export function boundFor(type: 'number' | 'money' | 'date', bound: number): number {
  if (type !== 'money') return bound;
  const scaled = bound * 100;
  const snapped = Math.round(scaled);
  return Math.abs(scaled - snapped) < 1e-6 ? snapped : scaled;
}

import { currencyDecimals } from '../format/money';

/**
 * Exact money and rates for the finance order's figures (docs/finance-orders.md#rounding). Money
 * is held as integer minor units in a bigint (cents; yen for JPY), rates as a bigint scaled by a
 * power of ten. Nothing passes through a binary float, so 0.1 + 0.2 is 0.30 and a trial computed
 * on the client gives the very figures the server binds.
 */

/** An exact decimal: `units / 10^scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** Plain decimals only: no exponent, no grouping, no plus sign; at most 30 digits either side. */
const DECIMAL = /^(-?)(\d{1,30})(?:\.(\d{1,30}))?$/;

/** Reads a decimal string exactly; null when it is not one. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** `value` expressed with `scale` decimals, exactly; null when that would drop digits. */
export function rescaleExact(value: Decimal, scale: number): bigint | null {
  if (scale >= value.scale) return value.units * 10n ** BigInt(scale - value.scale);
  const divisor = 10n ** BigInt(value.scale - scale);
  return value.units % divisor === 0n ? value.units / divisor : null;
}

/** Quotient of two integers rounded half away from zero (half-up for the positive figures). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** Quotient of two integers rounded toward zero (a cap is never exceeded by rounding). */
export function divideDown(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  return numerator / denominator;
}

/** `value` with `scale` decimals, rounded half away from zero where digits are dropped. */
export function rescaleHalfUp(value: Decimal, scale: number): bigint {
  if (scale >= value.scale) return value.units * 10n ** BigInt(scale - value.scale);
  return divideHalfUp(value.units, 10n ** BigInt(value.scale - scale));
}

/** Writes `units / 10^scale` with exactly `scale` decimals ("1234.50", "-0.05", "1200"). */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/**
 * Writes a decimal with at least `min` and at most its own decimals: trailing zeros past `min`
 * are dropped ("5.2500" → "5.25" with min 2, "3.9020" → "3.902").
 */
export function formatTrimmed(value: Decimal, min: number): string {
  const text = formatUnits(value.units, value.scale);
  if (value.scale <= min) return formatUnits(rescaleExact(value, min) ?? value.units, min);
  const trimmed = text.replace(/0+$/, '');
  const dot = trimmed.indexOf('.');
  const decimals = trimmed.length - dot - 1;
  return decimals >= min ? trimmed : trimmed + '0'.repeat(min - decimals);
}

/** Money of a currency: why a text is not an amount of it, or its minor units. */
export type MoneyParse =
  { ok: true; minor: bigint } | { ok: false; problem: 'notANumber' | 'precision' };

/** Reads an amount of `currency` exactly into minor units; more decimals than it has refuse. */
export function parseMoney(text: string, currency: string): MoneyParse {
  const value = parseDecimal(text);
  if (!value) return { ok: false, problem: 'notANumber' };
  const minor = rescaleExact(value, currencyDecimals(currency));
  return minor === null ? { ok: false, problem: 'precision' } : { ok: true, minor };
}

/** Minor units of `currency` written as its decimal string ("1234.50"; JPY "1235"). */
export const formatMinor = (minor: bigint, currency: string): string =>
  formatUnits(minor, currencyDecimals(currency));

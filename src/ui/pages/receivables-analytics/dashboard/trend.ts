import type { Kpi } from '../../../../shared/dashboard/ar-dashboard';
import { formatDecimal, formatMoney } from '../../../../shared/format/money';

export type Direction = 'up' | 'down' | 'flat';

/** Which way a figure is welcome to move: more overdue is bad, more available is good. */
export type Better = 'up' | 'down';

export interface Trend {
  direction: Direction;
  /** The change as shown: sign, amount in the currency's decimals, percent when it means something. */
  change: string;
  good: boolean;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** An exact two-place decimal as integer cents; null when it is not one. */
export function toCents(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

function centsText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

/**
 * A KPI against the same day last month. The difference is exact (cents as integers); the percent
 * is only shown, so a float is fine there. Null when last month is not known.
 */
export function kpiTrend(kpi: Kpi, currency: string, better: Better): Trend | null {
  if (kpi.previous === null) return null;
  const now = toCents(kpi.value);
  const before = toCents(kpi.previous);
  if (now === null || before === null) return null;
  const diff = now - before;
  const direction: Direction = diff > 0n ? 'up' : diff < 0n ? 'down' : 'flat';
  const sign = diff > 0n ? '+' : diff < 0n ? '−' : '';
  const amount = formatMoney(centsText(diff < 0n ? -diff : diff), currency);
  const percent =
    before === 0n
      ? ''
      : ` (${sign}${formatDecimal(Math.abs(Number(diff) / Number(before)) * 100, 1)}%)`;
  return {
    direction,
    change: `${sign}${amount}${percent}`,
    good: direction === 'flat' || direction === better,
  };
}

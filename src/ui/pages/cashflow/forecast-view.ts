import type { CashflowCurrency, CashflowGrain } from '../../../shared/dashboard/cashflow';
import { formatUnits, parseDecimal, rescaleExact } from '../../../shared/finance-order/money';

/**
 * Pure reading of one currency's forecast for the page: the horizon's totals (exact, in cents),
 * the chart's categories (overdue first, then the buckets) and the what-if's difference.
 */

/** A money string as cents; unreadable or finer than cents counts as 0 (the worker sends two places). */
export function cents(value: string | null | undefined): bigint {
  const parsed = value ? parseDecimal(value) : null;
  return (parsed && rescaleExact(parsed, 2)) ?? 0n;
}

export const fromCents = (units: bigint): string => formatUnits(units, 2);

export interface ForecastTotals {
  collections: string;
  /** Early payments and invoices not issued yet, at the recent rate: no rows behind it. */
  runRate: string;
  repayments: string;
  net: string;
  /** The running balance after the last bucket. */
  closing: string;
  overdue: string;
}

export function forecastTotals(currency: CashflowCurrency): ForecastTotals {
  let collections = 0n;
  let runRate = 0n;
  let repayments = 0n;
  let net = 0n;
  for (const bucket of currency.buckets) {
    collections += cents(bucket.collections);
    runRate += cents(bucket.runRate);
    repayments += cents(bucket.repayments);
    net += cents(bucket.net);
  }
  const last = currency.buckets.at(-1);
  return {
    collections: fromCents(collections),
    runRate: fromCents(runRate),
    repayments: fromCents(repayments),
    net: fromCents(net),
    closing: fromCents(last ? cents(last.balance) : 0n),
    overdue: fromCents(cents(currency.overdue)),
  };
}

/** `value − base` as an exact decimal string. */
export const difference = (value: string, base: string): string =>
  fromCents(cents(value) - cents(base));

/** The chart's x categories: one for overdue, then one per bucket. */
export const OVERDUE_INDEX = 0;

/** A bucket's label: the Monday of a week in the user's date format, a month as YYYY/MM. */
export function bucketLabel(
  start: string,
  grain: CashflowGrain,
  formatDay: (iso: string) => string,
): string {
  return grain === 'week' ? formatDay(start) : start.slice(0, 7).replace('-', '/');
}

/** The chart index of a bucket and back. */
export const chartIndexOf = (bucket: number): number => bucket + 1;
export const bucketOf = (chartIndex: number): number | null =>
  chartIndex === OVERDUE_INDEX ? null : chartIndex - 1;

/** The series of one currency for the chart, as numbers (the figures above stay exact). */
export function chartValues(currency: CashflowCurrency) {
  const perBucket = (pick: (b: CashflowCurrency['buckets'][number]) => string) => [
    null,
    ...currency.buckets.map((b) => Number(pick(b))),
  ];
  return {
    collections: perBucket((b) => b.collections),
    runRate: perBucket((b) => b.runRate),
    optimistic: perBucket((b) => b.optimistic),
    repayments: perBucket((b) => b.repayments),
    advances: perBucket((b) => b.advances),
    net: perBucket((b) => b.net),
    balance: perBucket((b) => b.balance),
    overdue: [Number(currency.overdue), ...currency.buckets.map(() => null)],
    hasAdvances: currency.buckets.some((b) => cents(b.advances) !== 0n),
  };
}

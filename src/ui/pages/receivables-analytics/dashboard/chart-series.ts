import type {
  ArDashboard,
  BuyerAgeing,
  BuyerAmount,
  MonthAmount,
  MonthDueBalance,
} from '../../../../shared/dashboard/ar-dashboard';
import { AGEING_BUCKETS } from '../../../../shared/dashboard/ar-dashboard';

/**
 * The chart inputs of one currency, cut from the dashboard's answer (tens of rows at most: top 10
 * buyers, months). Chart heights may be floats; the exact figures are on the cards.
 */
export interface BuyerBars {
  labels: string[];
  codes: (string | null)[];
  values: number[];
}

export interface MonthBars<K extends string> {
  months: string[];
  values: Record<K, number[]>;
}

const inCurrency =
  (currency: string) =>
  <T extends { currency: string }>(row: T): boolean =>
    row.currency === currency;

export function buyerBars(
  rows: readonly BuyerAmount[],
  currency: string,
  others: string,
): BuyerBars {
  const mine = rows.filter(inCurrency(currency));
  return {
    labels: mine.map((row) => row.buyerName ?? (row.buyerCode === null ? others : row.buyerCode)),
    codes: mine.map((row) => row.buyerCode),
    values: mine.map((row) => Number(row.amount)),
  };
}

export function monthBars(rows: readonly MonthAmount[], currency: string): MonthBars<'amount'> {
  const mine = rows.filter(inCurrency(currency)).sort((a, b) => a.month.localeCompare(b.month));
  return {
    months: mine.map((row) => row.month),
    values: { amount: mine.map((r) => Number(r.amount)) },
  };
}

export function historyBars(
  rows: readonly MonthDueBalance[],
  currency: string,
): MonthBars<'due' | 'outstanding'> {
  const mine = rows.filter(inCurrency(currency)).sort((a, b) => a.month.localeCompare(b.month));
  return {
    months: mine.map((row) => row.month),
    values: {
      due: mine.map((row) => Number(row.dueAmount)),
      outstanding: mine.map((row) => Number(row.outstandingAmount)),
    },
  };
}

export interface AgeingBars {
  labels: string[];
  codes: (string | null)[];
  buckets: Record<(typeof AGEING_BUCKETS)[number], number[]>;
}

export function ageingBars(
  rows: readonly BuyerAgeing[],
  currency: string,
  others: string,
): AgeingBars {
  const mine = rows.filter(inCurrency(currency));
  const buckets = Object.fromEntries(
    AGEING_BUCKETS.map((bucket) => [bucket, mine.map((row) => Number(row.buckets[bucket]))]),
  ) as AgeingBars['buckets'];
  return {
    labels: mine.map((row) => row.buyerName ?? (row.buyerCode === null ? others : row.buyerCode)),
    codes: mine.map((row) => row.buyerCode),
    buckets,
  };
}

/** The currency the charts show: the filtered one, else the first the data has. */
export function chartCurrency(
  data: ArDashboard | null,
  filtered: string | undefined,
): string | null {
  if (filtered) return filtered;
  return data?.currencies[0] ?? null;
}

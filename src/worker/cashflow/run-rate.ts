/**
 * Cash that no open receivable's habitual day explains: early payments, part payments ahead of
 * the due day, and payments of invoices not issued yet. Learned per currency as the recent daily
 * rate of payments made more than EARLY_MARGIN_DAYS before their receivable's habitual day (due +
 * its buyer's habit), then expected at that rate over the horizon. It is tied to no row, so the
 * forecast shows it as its own series; the collections bars stay exactly their rows
 * (docs/cashflow.md has the backtest that justified it).
 */
import type { ForecastSource } from './forecast-source';
import { habitOf, type PaymentHabits } from './payment-habits';

/** The window the rate is learned over: a quarter, long enough to smooth the month's cycle. */
export const RUN_RATE_LOOKBACK_DAYS = 90;
/** A payment this many days or fewer ahead of the habitual day is the habit's own jitter. */
export const EARLY_MARGIN_DAYS = 7;

/** Cents per day per currency index; 0 where nothing was paid ahead of habit. */
export function runRatePerDay(
  source: ForecastSource,
  rowOf: (id: number) => number,
  habits: PaymentHabits,
  asOfDay: number,
  currencyIndex: Map<string, number>,
): number[] {
  const { receivables: r, payments: p } = source;
  const sums = new Array<number>(currencyIndex.size).fill(0);
  const from = asOfDay - RUN_RATE_LOOKBACK_DAYS;
  let first = asOfDay;
  for (let i = 0; i < p.length; i++) {
    const day = p.paymentDay(i);
    if (day < first) first = day;
    if (!(day >= from && day < asOfDay)) continue;
    const row = rowOf(p.receivableId(i));
    if (row < 0) continue;
    const habitual = r.dueDay(row) + habitOf(habits, r.buyerCode(row));
    if (!(day < habitual - EARLY_MARGIN_DAYS)) continue;
    const c = currencyIndex.get(r.currency(row));
    const amount = p.amount(i);
    if (c !== undefined && amount > 0) sums[c] = (sums[c] as number) + amount;
  }
  // A younger ledger is averaged over the days it has, not diluted by days it never had.
  const days = Math.min(RUN_RATE_LOOKBACK_DAYS, asOfDay - first);
  return days > 0 ? sums.map((s) => s / days) : sums.map(() => 0);
}

/** A bucket's run-rate amount in whole cents (JPY in whole yen). */
export function runRateCents(cents: number, currency: string): number {
  return currency === 'JPY' ? Math.round(cents / 100) * 100 : Math.round(cents);
}

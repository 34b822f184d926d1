/**
 * Each buyer's payment habit: how many days after the due date it usually pays, learned from
 * its recorded payments (payment day − due day). A median, because a few invoices settled
 * months early or late would drag a mean far from what the buyer usually does (the backtest,
 * bench/forecast, compares the estimators; docs/cashflow.md has the numbers).
 */

export type HabitEstimator = 'median' | 'mean' | 'trimmedMean';

/** Fewer payments than this and a buyer's own figure is noise: it gets the portfolio's habit. */
export const MIN_PAYMENTS_FOR_HABIT = 5;

export interface PaymentHabits {
  /** Days late (may be negative: early), whole days, per buyer with enough payments. */
  byBuyer: Map<string, number>;
  /** The same over every payment: the fallback for buyers with few or none. */
  portfolio: number;
}

function estimate(values: number[], estimator: HabitEstimator): number {
  if (values.length === 0) return 0;
  if (estimator === 'mean') return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const sorted = Float64Array.from(values).sort();
  if (estimator === 'median') {
    const mid = sorted.length >> 1;
    const value =
      sorted.length % 2 === 1
        ? (sorted[mid] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    return Math.round(value);
  }
  // Trimmed mean: drops the lowest and highest 20 % before averaging.
  const cut = Math.floor(sorted.length * 0.2);
  let sum = 0;
  for (let i = cut; i < sorted.length - cut; i++) sum += sorted[i] as number;
  return Math.round(sum / (sorted.length - 2 * cut));
}

/** Collects lateness samples, then learns every buyer's habit and the portfolio's. */
export function habitLearner(estimator: HabitEstimator = 'median') {
  const samples = new Map<string, number[]>();
  const all: number[] = [];
  return {
    add(buyerCode: string, daysLate: number): void {
      if (!Number.isFinite(daysLate)) return;
      let list = samples.get(buyerCode);
      if (!list) samples.set(buyerCode, (list = []));
      list.push(daysLate);
      all.push(daysLate);
    },
    habits(): PaymentHabits {
      const byBuyer = new Map<string, number>();
      for (const [buyer, list] of samples) {
        if (list.length >= MIN_PAYMENTS_FOR_HABIT) byBuyer.set(buyer, estimate(list, estimator));
      }
      return { byBuyer, portfolio: estimate(all, estimator) };
    },
  };
}

export const habitOf = (habits: PaymentHabits, buyerCode: string): number =>
  habits.byBuyer.get(buyerCode) ?? habits.portfolio;

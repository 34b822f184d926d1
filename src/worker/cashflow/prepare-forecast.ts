/**
 * The part of the forecast that reads every row, done once per sync (and per day): each open
 * receivable's expected collection day (due day + its buyer's habit), its amount net of
 * dilution and its advance if it were financed now; the overdue ones apart; the funders'
 * repayments. A what-if then only re-buckets these arrays (bucket-forecast.ts).
 */
import { advanceCents, isEligibleForAdvance } from '../../shared/receivables/advance-rate';
import type { ForecastSource } from './forecast-source';
import { habitLearner, habitOf, type HabitEstimator, type PaymentHabits } from './payment-habits';
import { runRatePerDay } from './run-rate';

export interface OpenReceivables {
  ids: number[];
  currency: number[];
  buyer: number[];
  dueDay: number[];
  /** Due day shifted by the buyer's habit; never before asOf (those are overdue instead). */
  expectedDay: number[];
  /** Outstanding as the cache has it, cents (the drill-down's rows show it). */
  outstanding: number[];
  /** Outstanding net of dilution, cents. */
  net: number[];
  /** The advance if financed now (shared rule), cents; 0 when not eligible. */
  advance: number[];
}

export interface PreparedForecast {
  asOfDay: number;
  habits: PaymentHabits;
  /** Alphabetical; rows refer to them by index. */
  currencies: string[];
  buyers: string[];
  open: OpenReceivables;
  /** Late beyond what the habit explains: expected day already passed, still outstanding. */
  overdue: { ids: number[]; currency: number[]; outstanding: number[]; net: number[] };
  /** Per currency (same order): cents per day paid ahead of habit recently (run-rate.ts). */
  runRatePerDay: number[];
  /** ACTIVE financings with a balance: what is owed to funders, on its repayment day. */
  repayments: { receivableId: number[]; currency: number[]; day: number[]; balance: number[] };
}

/** Row index of each receivable id: a dense array when ids are compact, else a Map. */
function idIndex(ids: (i: number) => number, length: number): (id: number) => number {
  let max = 0;
  for (let i = 0; i < length; i++) {
    const id = ids(i);
    if (id > max) max = id;
  }
  if (max <= length * 4 + 1024 && Number.isInteger(max)) {
    const dense = new Int32Array(max + 1).fill(-1);
    for (let i = 0; i < length; i++) {
      const id = ids(i);
      if (id >= 0 && Number.isInteger(id)) dense[id] = i;
    }
    return (id) => (id >= 0 && id <= max && Number.isInteger(id) ? (dense[id] as number) : -1);
  }
  const map = new Map<number, number>();
  for (let i = 0; i < length; i++) map.set(ids(i), i);
  return (id) => map.get(id) ?? -1;
}

/** Interns strings to small indexes. */
function interner() {
  const index = new Map<string, number>();
  const list: string[] = [];
  return {
    list,
    of(value: string): number {
      let at = index.get(value);
      if (at === undefined) {
        at = list.length;
        index.set(value, at);
        list.push(value);
      }
      return at;
    },
  };
}

export function prepareForecast(
  source: ForecastSource,
  asOfDay: number,
  estimator: HabitEstimator = 'median',
): PreparedForecast {
  const { receivables: r, payments: p, dilutions: d, financings: f } = source;
  const rowOf = idIndex((i) => r.id(i), r.length);

  const learner = habitLearner(estimator);
  for (let i = 0; i < p.length; i++) {
    const row = rowOf(p.receivableId(i));
    if (row < 0) continue;
    learner.add(r.buyerCode(row), p.paymentDay(i) - r.dueDay(row));
  }
  const habits = learner.habits();

  const diluted = new Map<number, number>();
  for (let i = 0; i < d.length; i++) {
    const amount = d.amount(i);
    if (!(amount > 0)) continue;
    const id = d.receivableId(i);
    diluted.set(id, (diluted.get(id) ?? 0) + amount);
  }

  // Currencies are indexed alphabetically so every answer lists them in one order.
  const names = new Set<string>();
  for (let i = 0; i < r.length; i++) if (r.outstanding(i) > 0) names.add(r.currency(i));
  for (let i = 0; i < f.length; i++) if (f.status(i) === 'ACTIVE') names.add(f.currency(i));
  const currencies = [...names].filter((c) => c !== '').sort();
  const currencyIndex = new Map(currencies.map((c, i) => [c, i]));

  const buyers = interner();
  const open: OpenReceivables = {
    ids: [],
    currency: [],
    buyer: [],
    dueDay: [],
    expectedDay: [],
    outstanding: [],
    net: [],
    advance: [],
  };
  const overdue: PreparedForecast['overdue'] = { ids: [], currency: [], outstanding: [], net: [] };
  const habitCache = new Map<string, number>();
  for (let i = 0; i < r.length; i++) {
    const outstanding = r.outstanding(i);
    if (!(outstanding > 0)) continue;
    const id = r.id(i);
    const net = outstanding - (diluted.get(id) ?? 0);
    if (net <= 0) continue;
    const currency = currencyIndex.get(r.currency(i));
    const due = r.dueDay(i);
    if (currency === undefined || Number.isNaN(due)) continue;
    const buyerCode = r.buyerCode(i);
    let habit = habitCache.get(buyerCode);
    if (habit === undefined) habitCache.set(buyerCode, (habit = habitOf(habits, buyerCode)));
    const expected = due + habit;
    if (expected < asOfDay) {
      overdue.ids.push(id);
      overdue.currency.push(currency);
      overdue.outstanding.push(outstanding);
      overdue.net.push(net);
      continue;
    }
    const code = r.currency(i);
    open.ids.push(id);
    open.currency.push(currency);
    open.buyer.push(buyers.of(buyerCode));
    open.dueDay.push(due);
    open.expectedDay.push(expected);
    open.outstanding.push(outstanding);
    open.net.push(net);
    open.advance.push(
      isEligibleForAdvance(r.status(i), r.financed(i)) ? advanceCents(outstanding, code) : 0,
    );
  }

  const repayments: PreparedForecast['repayments'] = {
    receivableId: [],
    currency: [],
    day: [],
    balance: [],
  };
  for (let i = 0; i < f.length; i++) {
    const balance = f.balance(i);
    const currency = currencyIndex.get(f.currency(i));
    const day = f.repaymentDay(i);
    if (f.status(i) !== 'ACTIVE' || !(balance > 0) || currency === undefined) continue;
    if (Number.isNaN(day)) continue;
    repayments.receivableId.push(f.receivableId(i));
    repayments.currency.push(currency);
    repayments.day.push(day);
    repayments.balance.push(balance);
  }

  const runRate = runRatePerDay(source, rowOf, habits, asOfDay, currencyIndex);
  return {
    asOfDay,
    habits,
    currencies,
    buyers: buyers.list,
    open,
    overdue,
    runRatePerDay: runRate,
    repayments,
  };
}

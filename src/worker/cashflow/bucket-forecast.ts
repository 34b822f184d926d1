/**
 * The forecast's buckets from the prepared rows (prepare-forecast.ts): cheap enough to run on
 * every what-if change (one pass over the open receivables, no row is read from the tables).
 */
import type {
  CashflowBucket,
  CashflowCurrency,
  CashflowDrill,
  CashflowForecast,
  CashflowGrain,
  CashflowInput,
} from '../../shared/dashboard/cashflow';
import { formatCents, formatDay } from '../query/values';
import type { PreparedForecast } from './prepare-forecast';
import { runRateCents } from './run-rate';

export const WEEK_BUCKETS = 13;
export const MONTH_BUCKETS = 12;
const MS_PER_DAY = 86_400_000;

export interface BucketRange {
  start: number;
  end: number;
}

/**
 * The buckets from asOf: weeks run Monday to Sunday and months calendar months, the first one
 * starting on asOf itself (the days before it are past, not forecast).
 */
export function bucketRanges(asOfDay: number, grain: CashflowGrain): BucketRange[] {
  const ranges: BucketRange[] = [];
  if (grain === 'week') {
    // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
    const monday = asOfDay - ((asOfDay + 3) % 7);
    for (let k = 0; k < WEEK_BUCKETS; k++) {
      ranges.push({ start: k === 0 ? asOfDay : monday + 7 * k, end: monday + 7 * k + 6 });
    }
    return ranges;
  }
  const date = new Date(asOfDay * MS_PER_DAY);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  for (let k = 0; k < MONTH_BUCKETS; k++) {
    const first = Date.UTC(year, month + k, 1) / MS_PER_DAY;
    const last = Date.UTC(year, month + k + 1, 1) / MS_PER_DAY - 1;
    ranges.push({ start: k === 0 ? asOfDay : first, end: last });
  }
  return ranges;
}

/** Day → bucket index through a table over the horizon's days (-1 past its end). */
function bucketOf(ranges: BucketRange[]): (day: number) => number {
  const first = (ranges[0] as BucketRange).start;
  const last = (ranges[ranges.length - 1] as BucketRange).end;
  const table = new Int8Array(last - first + 1);
  ranges.forEach((range, k) => table.fill(k, range.start - first, range.end - first + 1));
  // A day before asOf is due now: it lands in the first bucket.
  return (day) => (day > last ? -1 : day < first ? 0 : (table[day - first] as number));
}

const add = (sums: Float64Array, k: number, cents: number) => {
  sums[k] = (sums[k] as number) + cents;
};

interface Placed {
  ranges: BucketRange[];
  bucket: (day: number) => number;
  /** Per open receivable: the collection day after the what-if. */
  collectDay: (i: number) => number;
  /** Receivable ids financed now (eligible and open), in `open` index order. */
  financed: Set<number>;
}

function place(prepared: PreparedForecast, input: CashflowInput): Placed {
  const ranges = bucketRanges(prepared.asOfDay, input.grain);
  const delay = input.whatIf?.buyerDelay ?? null;
  const delayed = delay ? prepared.buyers.indexOf(delay.buyerCode) : -1;
  const shift = delay && Number.isFinite(delay.days) ? Math.trunc(delay.days) : 0;
  const { open } = prepared;
  const collectDay = (i: number) =>
    (open.expectedDay[i] as number) + (open.buyer[i] === delayed ? shift : 0);
  const wanted = new Set(input.whatIf?.financeNow ?? []);
  const financed = new Set<number>();
  if (wanted.size > 0) {
    for (let i = 0; i < open.ids.length; i++) {
      if ((open.advance[i] as number) > 0 && wanted.has(open.ids[i] as number)) financed.add(i);
    }
  }
  return { ranges, bucket: bucketOf(ranges), collectDay, financed };
}

/** The forecast per currency for the input's grain and what-if. */
export function bucketForecast(prepared: PreparedForecast, input: CashflowInput): CashflowForecast {
  const { ranges, bucket, collectDay, financed } = place(prepared, input);
  const n = ranges.length;
  const perCurrency = prepared.currencies.map(() => ({
    collections: new Float64Array(n),
    optimistic: new Float64Array(n),
    repayments: new Float64Array(n),
    advances: new Float64Array(n),
    overdue: 0,
  }));
  const { open, overdue, repayments } = prepared;
  for (let i = 0; i < open.ids.length; i++) {
    const sums = perCurrency[open.currency[i] as number];
    if (!sums) continue;
    const at = bucket(collectDay(i));
    const net = open.net[i] as number;
    if (at >= 0) add(sums.collections, at, net);
    const onTime = bucket(open.dueDay[i] as number);
    if (onTime >= 0) add(sums.optimistic, onTime, net);
    if (financed.has(i)) {
      const advance = open.advance[i] as number;
      add(sums.advances, 0, advance);
      // The collection repays the funder: the advance goes back when the buyer pays.
      if (at >= 0) add(sums.repayments, at, advance);
    }
  }
  for (let i = 0; i < overdue.ids.length; i++) {
    const sums = perCurrency[overdue.currency[i] as number];
    if (sums) sums.overdue += overdue.net[i] as number;
  }
  for (let i = 0; i < repayments.day.length; i++) {
    const sums = perCurrency[repayments.currency[i] as number];
    const at = bucket(repayments.day[i] as number);
    if (sums && at >= 0) add(sums.repayments, at, repayments.balance[i] as number);
  }
  const currencies: CashflowCurrency[] = prepared.currencies.map((currency, c) => {
    const sums = perCurrency[c] as (typeof perCurrency)[number];
    const perDay = prepared.runRatePerDay[c] ?? 0;
    let balance = 0;
    const buckets: CashflowBucket[] = ranges.map((range, k) => {
      const runRate = runRateCents(perDay * (range.end - range.start + 1), currency);
      const net =
        (sums.collections[k] as number) +
        runRate +
        (sums.advances[k] as number) -
        (sums.repayments[k] as number);
      balance += net;
      return {
        start: formatDay(range.start),
        end: formatDay(range.end),
        collections: formatCents(sums.collections[k] as number),
        optimistic: formatCents(sums.optimistic[k] as number),
        runRate: formatCents(runRate),
        repayments: formatCents(sums.repayments[k] as number),
        advances: formatCents(sums.advances[k] as number),
        net: formatCents(net),
        balance: formatCents(balance),
      };
    });
    return { currency, overdue: formatCents(sums.overdue), buckets };
  });
  return { asOf: formatDay(prepared.asOfDay), grain: input.grain, currencies };
}

export interface DrillRows {
  /** Ascending, unique receivable ids. */
  ids: number[];
  /** The bar's terms over these rows, cents (null for repayments). */
  made: { outstanding: number; dilution: number; amount: number } | null;
}

/**
 * The receivables behind one bar: those collected in the bucket, those whose financing (or
 * what-if advance) is repaid in it, or the overdue ones; and, for collections and overdue, how
 * the bar is made of them (outstanding − dilution), summed from the same rows.
 */
export function drillRows(
  prepared: PreparedForecast,
  input: CashflowInput,
  drill: CashflowDrill,
): DrillRows {
  const c = prepared.currencies.indexOf(drill.currency);
  if (c < 0) return { ids: [], made: null };
  const ids = new Set<number>();
  const made = { outstanding: 0, dilution: 0, amount: 0 };
  const sorted = () => [...ids].sort((a, b) => a - b);
  if (drill.kind === 'overdue') {
    const { overdue } = prepared;
    for (let i = 0; i < overdue.ids.length; i++) {
      if (overdue.currency[i] !== c) continue;
      ids.add(overdue.ids[i] as number);
      const outstanding = overdue.outstanding[i] as number;
      const net = overdue.net[i] as number;
      made.outstanding += outstanding;
      made.dilution += outstanding - net;
      made.amount += net;
    }
    return { ids: sorted(), made };
  }
  const { bucket, collectDay, financed } = place(prepared, input);
  const { open, repayments } = prepared;
  for (let i = 0; i < open.ids.length; i++) {
    if (open.currency[i] !== c || bucket(collectDay(i)) !== drill.bucket) continue;
    if (drill.kind === 'collections') {
      const outstanding = open.outstanding[i] as number;
      const net = open.net[i] as number;
      made.outstanding += outstanding;
      made.dilution += outstanding - net;
      made.amount += net;
      ids.add(open.ids[i] as number);
    } else if (financed.has(i)) ids.add(open.ids[i] as number);
  }
  if (drill.kind === 'repayments') {
    for (let i = 0; i < repayments.day.length; i++) {
      if (repayments.currency[i] === c && bucket(repayments.day[i] as number) === drill.bucket) {
        ids.add(repayments.receivableId[i] as number);
      }
    }
    return { ids: sorted(), made: null };
  }
  return { ids: sorted(), made };
}

/** The receivable ids behind one bar (drillRows without the sums). */
export const drillIds = (
  prepared: PreparedForecast,
  input: CashflowInput,
  drill: CashflowDrill,
): number[] => drillRows(prepared, input, drill).ids;

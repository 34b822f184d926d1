/**
 * `npm run bench:forecast [-- --scale N] [-- --json]`: the cash-flow forecast's backtest
 * (docs/cashflow.md). Seeds a throwaway PGlite database with the demo receivables (scale 100 000
 * by default), then, as of 30, 60 and 90 days before the seed day, rebuilds what the supplier's
 * cache held then, forecasts with the worker's own functions (prepareForecast, bucketForecast)
 * and compares with the payments actually recorded afterwards. Accuracy = 1 − |forecast − actual|
 * / actual, per horizon and currency, next to the naive due-date forecast.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open-db';
import { seedReceivables } from '../../server/seed/seed-receivables';
import { bucketForecast } from '../../src/worker/cashflow/bucket-forecast';
import type { HabitEstimator } from '../../src/worker/cashflow/payment-habits';
import { prepareForecast } from '../../src/worker/cashflow/prepare-forecast';
import { parseCents, parseDay } from '../../src/worker/query/values';
import { readHistory, sourceAsOf, type History } from './history';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const scale = Number(arg('scale') ?? 100_000);
const json = process.argv.includes('--json');
const AS_OF_DAYS_AGO = [30, 60, 90];
const HORIZONS = [30, 60, 90];
const ESTIMATORS: HabitEstimator[] = ['median', 'trimmedMean', 'mean'];

export interface Row {
  daysAgo: number;
  horizon: number;
  currency: string;
  actual: number;
  /** Open receivables on their habitual day plus the run rate (run-rate.ts). */
  forecast: Record<HabitEstimator, number>;
  /** The median forecast without the run rate: open receivables only (the drillable bars). */
  receivablesOnly: number;
  /** Collect on the due date; receivables already past due are left out. */
  naive: number;
  /** Collect on the due date; receivables already past due come in at once. */
  naiveNow: number;
}

const accuracy = (forecast: number, actual: number) =>
  actual === 0 ? Number.NaN : 1 - Math.abs(forecast - actual) / actual;

function actualPayments(h: History, from: number, to: number): Map<string, number> {
  const sums = new Map<string, number>();
  const { day, currency, amount } = h.payments;
  for (let i = 0; i < day.length; i++) {
    const d = day[i] as number;
    if (d > from && d <= to) {
      const c = currency[i] as string;
      sums.set(c, (sums.get(c) ?? 0) + (amount[i] as number));
    }
  }
  return sums;
}

function measure(h: History, seedDay: number): { rows: Row[]; weekly: WeeklyRow[] } {
  const rows: Row[] = [];
  const weekly: WeeklyRow[] = [];
  for (const daysAgo of AS_OF_DAYS_AGO) {
    const asOf = seedDay - daysAgo;
    const source = sourceAsOf(h, asOf);
    const prepared = Object.fromEntries(
      ESTIMATORS.map((e) => [e, prepareForecast(source, asOf + 1, e)]),
    ) as Record<HabitEstimator, ReturnType<typeof prepareForecast>>;
    // The forecast is made the morning after asOf: collections from asOf + 1 on.
    const median = prepared.median;
    for (const horizon of HORIZONS) {
      const to = asOf + horizon;
      if (to > seedDay) continue; // no payment is recorded on or after the seed day
      const actual = actualPayments(h, asOf, to);
      for (const currency of median.currencies) {
        const forecast = {} as Record<HabitEstimator, number>;
        let receivablesOnly = 0;
        for (const e of ESTIMATORS) {
          const p = prepared[e];
          const ci = p.currencies.indexOf(currency);
          let sum = 0;
          for (let i = 0; i < p.open.ids.length; i++) {
            const day = p.open.expectedDay[i] as number;
            if (p.open.currency[i] === ci && day <= to) sum += p.open.net[i] as number;
          }
          if (e === 'median') receivablesOnly = sum;
          forecast[e] = sum + (p.runRatePerDay[ci] ?? 0) * horizon;
        }
        let naive = 0;
        let naiveNow = 0;
        const r = source.receivables;
        for (let i = 0; i < r.length; i++) {
          if (r.currency(i) !== currency || !(r.outstanding(i) > 0)) continue;
          const due = r.dueDay(i);
          if (due <= to) naiveNow += r.outstanding(i);
          if (due > asOf && due <= to) naive += r.outstanding(i);
        }
        rows.push({
          daysAgo,
          horizon,
          currency,
          actual: actual.get(currency) ?? 0,
          forecast,
          receivablesOnly,
          naive,
          naiveNow,
        });
      }
    }
    weekly.push(...weeklyErrors(h, median, seedDay, daysAgo));
  }
  return { rows, weekly };
}

export interface WeeklyRow {
  daysAgo: number;
  currency: string;
  weeks: number;
  /** 1 − Σ|forecast − actual| / Σ actual over the weekly buckets that ended before the seed day. */
  forecast: number;
  naive: number;
}

/** The weekly buckets the page shows, through bucketForecast, against each week's payments. */
function weeklyErrors(
  h: History,
  prepared: ReturnType<typeof prepareForecast>,
  seedDay: number,
  daysAgo: number,
): WeeklyRow[] {
  const out: WeeklyRow[] = [];
  const answer = bucketForecast(prepared, { grain: 'week' });
  for (const cf of answer.currencies) {
    let err = 0;
    let errNaive = 0;
    let total = 0;
    let weeks = 0;
    for (const b of cf.buckets) {
      const start = parseDay(b.start);
      const end = parseDay(b.end);
      if (end >= seedDay) break;
      const actual = actualPayments(h, start - 1, end).get(cf.currency) ?? 0;
      err += Math.abs(parseCents(b.collections) + parseCents(b.runRate) - actual);
      errNaive += Math.abs(parseCents(b.optimistic) - actual);
      total += actual;
      weeks += 1;
    }
    if (weeks > 0) {
      out.push({
        daysAgo,
        currency: cf.currency,
        weeks,
        forecast: 1 - err / total,
        naive: 1 - errNaive / total,
      });
    }
  }
  return out;
}

const pct = (x: number) => (Number.isNaN(x) ? '—' : `${(x * 100).toFixed(1)} %`);

function print(rows: Row[], weekly: WeeklyRow[]): void {
  console.log(
    `\nCash-flow backtest, scale ${scale}: accuracy = 1 − |forecast − actual| / actual of the collections in (asOf, asOf + horizon]\n`,
  );
  console.log(
    'as of    horizon  currency  actual (M)  median   trimmed  mean     no rate  naive    naive+overdue',
  );
  for (const r of rows) {
    console.log(
      [
        `−${r.daysAgo} d`.padEnd(8),
        `${r.horizon} d`.padEnd(8),
        r.currency.padEnd(9),
        (r.actual / 1e8).toFixed(2).padStart(10),
        ...ESTIMATORS.map((e) => pct(accuracy(r.forecast[e], r.actual)).padStart(8)),
        pct(accuracy(r.receivablesOnly, r.actual)).padStart(8),
        pct(accuracy(r.naive, r.actual)).padStart(8),
        pct(accuracy(r.naiveNow, r.actual)).padStart(8),
      ].join(' '),
    );
  }
  console.log('\nMean over currencies and as-of days, per horizon:');
  for (const horizon of HORIZONS) {
    const of = rows.filter((r) => r.horizon === horizon);
    if (of.length === 0) continue;
    const mean = (f: (r: Row) => number) => of.reduce((s, r) => s + f(r), 0) / of.length;
    console.log(
      `  ${horizon} d: ${ESTIMATORS.map((e) => `${e} ${pct(mean((r) => accuracy(r.forecast[e], r.actual)))}`).join(', ')}, receivables only ${pct(mean((r) => accuracy(r.receivablesOnly, r.actual)))}, naive ${pct(mean((r) => accuracy(r.naive, r.actual)))}, naive+overdue ${pct(mean((r) => accuracy(r.naiveNow, r.actual)))} (${of.length} cases)`,
    );
  }
  console.log(
    '\nWeekly buckets (bucketForecast, grain week), 1 − Σ|f − a| / Σ a over the weeks before the seed day:',
  );
  for (const w of weekly) {
    console.log(
      `  −${w.daysAgo} d ${w.currency} (${w.weeks} weeks): forecast ${pct(w.forecast)}, on-time line ${pct(w.naive)}`,
    );
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecast-bench-'));
  try {
    const { db } = await openDb({ dataDir });
    await migrate(db);
    const seedDay = new Date().toISOString().slice(0, 10);
    const started = Date.now();
    await db.transaction((tx) => seedReceivables(tx, scale, seedDay));
    const history = await readHistory(db);
    await db.close();
    if (!json) console.log(`seeded ${scale} receivables in ${Date.now() - started} ms`);
    const { rows, weekly } = measure(history, parseDay(seedDay));
    if (json) console.log(JSON.stringify({ scale, seedDay, rows, weekly }, null, 2));
    else print(rows, weekly);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

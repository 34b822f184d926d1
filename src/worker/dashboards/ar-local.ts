/**
 * The receivables dashboard computed from the cached tables with the engine's aggregate: each
 * figure is the SQL of its server call (server/handlers/receivables/*) over the same rows, so the
 * two answers agree to the cent (tests/contract/receivables/dashboard-local-vs-server.test.ts).
 * docs/dashboards.md names every figure, its date and its call.
 */
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type ArDashboard,
  type ArDashboardFilter,
  type BuyerAgeing,
  type CurrencyKpis,
  type FigureSource,
  type MonthAmount,
  type MonthDueBalance,
} from '../../shared/dashboard/ar-dashboard';
import type { Filter } from '../../shared/query/filter';
import { aggregate, type AggregateRow } from '../query/aggregate';
import { filterRows } from '../query/filter-rows';
import type { NumericColumn, StringColumn, Table } from '../query/types';
import { formatDay } from '../query/values';
import {
  addDays,
  advanceCents,
  cents,
  figureFilters,
  money,
  topBuyers,
  TOP_BUYERS,
  type BuyerTotal,
} from './ar-figures';
import { previousKpis } from './ar-previous';
import type { ArTables } from './ar-tables';

const HAS_OUTSTANDING: Filter = { field: 'outstanding', kind: 'range', min: 0, minExclusive: true };
const ACTIVE: Filter = { field: 'status', kind: 'enum', values: ['ACTIVE'] };

const key = (row: AggregateRow, i: number) => row.keys[i] ?? '';

/** Per currency: the sum of one money column and the count, from rows grouped by currency first. */
function byCurrency(
  rows: AggregateRow[],
  sum: string,
): Map<string, { cents: number; count: number }> {
  const out = new Map<string, { cents: number; count: number }>();
  for (const row of rows) {
    const k = key(row, 0);
    const known = out.get(k) ?? { cents: 0, count: 0 };
    known.cents += cents(row.sums[sum] ?? '0.00');
    known.count += row.count;
    out.set(k, known);
  }
  return out;
}

function monthly(rows: AggregateRow[], sum: string): MonthAmount[] {
  return rows.map((row) => ({
    month: key(row, 0),
    currency: key(row, 1),
    amount: row.sums[sum] ?? '0.00',
    count: row.count,
  }));
}

/** availableForFinanceAmount: round(outstanding × 0.80) per receivable, summed per currency. */
function availableByCurrency(receivables: Table, filter: ArDashboardFilter): Map<string, number> {
  const rows = filterRows(
    receivables,
    figureFilters(filter, 'issueDate', [
      { field: 'financed', kind: 'enum', values: ['false'] },
      { field: 'status', kind: 'enum', values: ['OPEN', 'PARTIALLY_PAID'] },
    ]),
  );
  const currency = receivables.columns.get('currency') as StringColumn;
  const outstanding = receivables.columns.get('outstanding') as NumericColumn;
  const perCode = new Map<number, number>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const code = currency.codes[row] as number;
    const value = outstanding.values[row] as number;
    if (value !== value) continue; // empty
    perCode.set(code, (perCode.get(code) ?? 0) + advanceCents(value, currency.text(code)));
  }
  const out = new Map<string, number>();
  for (const [code, total] of perCode) {
    const name = currency.text(code);
    out.set(name, (out.get(name) ?? 0) + total);
  }
  return out;
}

/** Smallest and largest day of a date column over the rows the filters keep. */
function dayRange(table: Table, field: string, filters: Filter[]): [number, number] {
  const rows = filterRows(table, filters);
  const col = table.columns.get(field) as NumericColumn | undefined;
  let min = Infinity;
  let max = -Infinity;
  if (!col) return [min, max];
  for (let i = 0; i < rows.length; i++) {
    const day = col.values[rows[i] as number] as number;
    if (day < min) min = day;
    if (day > max) max = day;
  }
  return [min, max];
}

/** minTime/maxTime: the data's dates (issue and due dates of open receivables, payments, dilutions). */
function dataRange(t: ArTables): { minTime: string | null; maxTime: string | null } {
  const ranges = [
    dayRange(t.receivables, 'issueDate', [HAS_OUTSTANDING]),
    dayRange(t.receivables, 'dueDate', [HAS_OUTSTANDING]),
    dayRange(t.payments, 'paymentDate', []),
    dayRange(t.dilutions, 'dilutionDate', []),
  ];
  const min = Math.min(...ranges.map((r) => r[0]));
  const max = Math.max(...ranges.map((r) => r[1]));
  return Number.isFinite(min)
    ? { minTime: formatDay(min), maxTime: formatDay(max) }
    : { minTime: null, maxTime: null };
}

function ageing(
  receivables: Table,
  filter: ArDashboardFilter,
  asOf: string,
  names: Map<string, string>,
): BuyerAgeing[] {
  const rows = aggregate(receivables, {
    filters: figureFilters(filter, 'dueDate', [HAS_OUTSTANDING]),
    groupBy: [
      { field: 'currency' },
      { field: 'buyerCode' },
      { field: 'dueDate', bucket: 'ageing', asOf },
    ],
    sums: ['outstanding'],
  });
  const totals: BuyerTotal[] = [];
  const buckets = new Map<string, Record<AgeingBucket, number>>();
  for (const row of rows) {
    const id = `${key(row, 0)}\u0000${key(row, 1)}`;
    let b = buckets.get(id);
    if (!b) {
      b = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
      buckets.set(id, b);
      totals.push({ currency: key(row, 0), buyerCode: key(row, 1), cents: 0, count: 0 });
    }
    const value = cents(row.sums.outstanding ?? '0.00');
    b[(row.keys[2] ?? 'current') as AgeingBucket] += value;
    const total = totals[totals.length - 1] as BuyerTotal;
    total.cents += value;
    total.count += row.count;
  }
  const out: BuyerAgeing[] = [];
  const top = topBuyers(totals, names);
  for (const bar of top) {
    const sum: Record<AgeingBucket, number> = {
      current: 0,
      d1_30: 0,
      d31_60: 0,
      d61_90: 0,
      d90_plus: 0,
    };
    const members =
      bar.buyerCode !== null
        ? [bar.buyerCode]
        : totals
            .filter((t) => t.currency === bar.currency)
            .sort((a, b) => b.cents - a.cents || (a.buyerCode < b.buyerCode ? -1 : 1))
            .slice(TOP_BUYERS)
            .map((t) => t.buyerCode);
    for (const code of members) {
      const b = buckets.get(`${bar.currency}\u0000${code}`);
      if (b) for (const k of AGEING_BUCKETS) sum[k] += b[k];
    }
    const formatted = Object.fromEntries(AGEING_BUCKETS.map((k) => [k, money(sum[k])]));
    out.push({
      currency: bar.currency,
      buyerCode: bar.buyerCode,
      buyerName: bar.buyerName,
      buckets: formatted as Record<AgeingBucket, string>,
    });
  }
  return out;
}

/** Every figure of the dashboard from the cached tables, as of the server's today `asOf`. */
export function localArDashboard(
  t: ArTables,
  filter: ArDashboardFilter,
  asOf: string,
  source: FigureSource = 'local',
): ArDashboard {
  const currencies = aggregate(t.receivables, { groupBy: [{ field: 'currency' }] })
    .map((r) => r.keys[0])
    .filter((c): c is string => c !== null);

  const buyerRows = aggregate(t.buyers, {
    groupBy: [{ field: 'buyerCode' }, { field: 'buyerName' }, { field: 'country' }],
  });
  const names = new Map(buyerRows.map((r) => [key(r, 0), key(r, 1)]));
  const counts = new Map(
    aggregate(t.receivables, {
      filters: figureFilters({ ...(filter.currency ? { currency: filter.currency } : {}) }, null),
      groupBy: [{ field: 'buyerCode' }],
    }).map((r) => [key(r, 0), r.count]),
  );
  const buyers = buyerRows.map((r) => ({
    buyerCode: key(r, 0),
    buyerName: key(r, 1),
    country: key(r, 2),
    receivableCount: counts.get(key(r, 0)) ?? 0,
  }));

  const open = figureFilters(filter, 'dueDate', [HAS_OUTSTANDING]);
  const due = aggregate(t.receivables, {
    filters: open,
    groupBy: [{ field: 'currency' }],
    sums: ['outstanding'],
  });
  const overdue = aggregate(t.receivables, {
    filters: [...open, { field: 'status', kind: 'enum', values: ['OVERDUE'] }],
    groupBy: [{ field: 'currency' }],
    sums: ['outstanding'],
  });
  const financing = aggregate(t.financings, {
    filters: figureFilters(filter, 'financingDate', [ACTIVE]),
    groupBy: [{ field: 'currency' }],
    sums: ['balance'],
  });
  // The 7-day window is fixed (today to today + 7): the dashboard's range does not move it.
  const repayment = aggregate(t.financings, {
    filters: figureFilters(filter, null, [
      ACTIVE,
      { field: 'repaymentDate', kind: 'dateRange', from: asOf, to: addDays(asOf, 7) },
    ]),
    groupBy: [{ field: 'currency' }],
    sums: ['balance'],
  });
  const issued = aggregate(t.receivables, {
    filters: figureFilters(filter, 'issueDate'),
    groupBy: [{ field: 'issueDate', bucket: 'month' }, { field: 'currency' }],
    sums: ['amount'],
  });
  const diluted = aggregate(t.dilutions, {
    filters: figureFilters(filter, 'dilutionDate'),
    groupBy: [{ field: 'dilutionDate', bucket: 'month' }, { field: 'currency' }],
    sums: ['amount'],
  });
  const paid = aggregate(t.payments, {
    filters: figureFilters(filter, 'paymentDate'),
    groupBy: [{ field: 'paymentDate', bucket: 'month' }, { field: 'currency' }],
    sums: ['amount'],
  });
  const history = aggregate(t.receivables, {
    filters: figureFilters(filter, 'dueDate'),
    groupBy: [{ field: 'dueDate', bucket: 'month' }, { field: 'currency' }],
    sums: ['amount', 'outstanding'],
  });
  const dueByBuyerRows = aggregate(t.receivables, {
    filters: open,
    groupBy: [{ field: 'currency' }, { field: 'buyerCode' }],
    sums: ['outstanding'],
  });

  const receivablesByMonth = monthly(issued, 'amount');
  const dilutionByMonth = monthly(diluted, 'amount');
  const paymentsByMonth = monthly(paid, 'amount');
  const historyDueBalance: MonthDueBalance[] = history.map((row) => ({
    month: key(row, 0),
    currency: key(row, 1),
    dueAmount: row.sums.amount ?? '0.00',
    outstandingAmount: row.sums.outstanding ?? '0.00',
    count: row.count,
  }));

  const sumOf = (rows: MonthAmount[]) => {
    const out = new Map<string, { cents: number; count: number }>();
    for (const r of rows) {
      const known = out.get(r.currency) ?? { cents: 0, count: 0 };
      known.cents += cents(r.amount);
      known.count += r.count;
      out.set(r.currency, known);
    }
    return out;
  };
  const previous = previousKpis(t, filter, asOf);
  const kpis = kpiRows({
    currencies: filter.currency ? [filter.currency] : currencies,
    due: byCurrency(due, 'outstanding'),
    overdue: byCurrency(overdue, 'outstanding'),
    financing: byCurrency(financing, 'balance'),
    repayment: byCurrency(repayment, 'balance'),
    available: availableByCurrency(t.receivables, filter),
    invoiced: sumOf(receivablesByMonth),
    diluted: sumOf(dilutionByMonth),
    previous,
  });

  return {
    source,
    asOf,
    ...dataRange(t),
    currencies,
    kpis,
    buyers,
    dueByBuyer: topBuyers(
      dueByBuyerRows.map((r) => ({
        currency: key(r, 0),
        buyerCode: key(r, 1),
        cents: cents(r.sums.outstanding ?? '0.00'),
        count: r.count,
      })),
      names,
    ),
    historyDueBalance,
    paymentsByMonth,
    dilutionByMonth,
    receivablesByMonth,
    ageingByBuyer: ageing(t.receivables, filter, asOf, names),
    awaitingSync: false,
  };
}

type Totals = Map<string, { cents: number; count: number }>;

export interface KpiInputs {
  currencies: string[];
  due: Totals;
  overdue: Totals;
  financing: Totals;
  repayment: Totals;
  available: Map<string, number>;
  invoiced: Totals;
  diluted: Totals;
  /** Per currency, the same day last month's values; null: not known (the server's answer). */
  previous: Map<string, PreviousKpis> | null;
}

export interface PreviousKpis {
  dueBalance: number;
  overdue: number;
  financingBalance: number;
  repaymentDue7Days: number;
  availableForFinance: number;
}

/** One KPI row per currency, zero where a figure has no rows: both answers build them here. */
export function kpiRows(i: KpiInputs): CurrencyKpis[] {
  return i.currencies.map((currency) => {
    const value = (totals: Totals) => totals.get(currency)?.cents ?? 0;
    const before = i.previous ? (i.previous.get(currency) ?? null) : null;
    const kpi = (now: number, then: keyof PreviousKpis) => ({
      value: money(now),
      previous: i.previous ? money(before?.[then] ?? 0) : null,
    });
    const invoiced = value(i.invoiced);
    const diluted = value(i.diluted);
    return {
      currency,
      dueBalance: kpi(value(i.due), 'dueBalance'),
      overdue: kpi(value(i.overdue), 'overdue'),
      financingBalance: kpi(value(i.financing), 'financingBalance'),
      repaymentDue7Days: kpi(value(i.repayment), 'repaymentDue7Days'),
      availableForFinance: kpi(i.available.get(currency) ?? 0, 'availableForFinance'),
      dilutionRate: invoiced > 0 ? diluted / invoiced : null,
      dilutionAmount: money(diluted),
      invoicedAmount: money(invoiced),
      receivableCount: i.invoiced.get(currency)?.count ?? 0,
    };
  });
}

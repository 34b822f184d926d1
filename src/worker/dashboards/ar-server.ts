/**
 * The receivables dashboard from the server's analytics calls (spec 000 §7), before the cache's
 * first sync: the two GET lists through the persistent GET cache, the POST calls with the
 * 500 ms de-duplication, all at once and silent (a failed figure must not toast: the page keeps
 * what it has and the sync follows). Ageing and `previous` have no call: null here.
 * While the tab's first sync runs (`awaitingSync`) only the cards' calls are made: the charts'
 * are scans of every row that, on the reference server, ran on the same thread as the sync's
 * answers and held the sync up by seconds at 1M receivables (docs/dashboards.md).
 */
import { availableForFinanceAmount } from '../../api/endpoints/receivables/available-for-finance-amount';
import type { ArFilter } from '../../api/endpoints/receivables/common';
import { queryAccountReceivableByDate } from '../../api/endpoints/receivables/query-account-receivable-by-date';
import { queryBuyerCodeList } from '../../api/endpoints/receivables/query-buyer-code-list';
import { queryBuyerList } from '../../api/endpoints/receivables/query-buyer-list';
import { queryCurrencyList } from '../../api/endpoints/receivables/query-currency-list';
import { queryDilutionByDateTable } from '../../api/endpoints/receivables/query-dilution-by-date-table';
import { queryDilutionByDate } from '../../api/endpoints/receivables/query-dilution-by-date';
import { queryDueBalanceTable } from '../../api/endpoints/receivables/query-due-balance-table';
import { queryDueBalance } from '../../api/endpoints/receivables/query-due-balance';
import { queryFinancingBalanceAmount } from '../../api/endpoints/receivables/query-financing-balance-amount';
import { queryHistoryDueBalance } from '../../api/endpoints/receivables/query-history-due-balance';
import { queryPaymentHistoryByDate } from '../../api/endpoints/receivables/query-payment-history-by-date';
import { queryPaymentHistoryTable } from '../../api/endpoints/receivables/query-payment-history-table';
import { queryRepaymentDueInNext7DaysAmount } from '../../api/endpoints/receivables/query-repayment-due-next-7-days';
import type { HttpClient } from '../../api/http/client';
import type {
  ArDashboard,
  ArDashboardAsk,
  ArDashboardFilter,
  MonthAmount,
} from '../../shared/dashboard/ar-dashboard';
import { cents, topBuyers, type BuyerTotal } from './ar-figures';
import { kpiRows } from './ar-local';

// Low priority: these only fill the wait for the first sync, whose pages must not queue behind
// them for one of the browser's six connections to the server.
const POST = { silent: true, dedupe: true, priority: 'low' } as const;
const GET = { silent: true, cache: true, priority: 'low' } as const;

type Totals = Map<string, { cents: number; count: number }>;

const totals = (rows: { currency: string; amount: string; count: number }[]): Totals =>
  new Map(rows.map((r) => [r.currency, { cents: cents(r.amount), count: r.count }]));

function sumOf(rows: MonthAmount[]): Totals {
  const out: Totals = new Map();
  for (const r of rows) {
    const known = out.get(r.currency) ?? { cents: 0, count: 0 };
    known.cents += cents(r.amount);
    known.count += r.count;
    out.set(r.currency, known);
  }
  return out;
}

function body(filter: ArDashboardFilter, withRange = true): ArFilter {
  return {
    ...(filter.currency ? { currency: filter.currency } : {}),
    ...(filter.buyerCode ? { buyerCode: filter.buyerCode } : {}),
    ...(withRange && filter.from ? { beginDate: filter.from } : {}),
    ...(withRange && filter.to ? { endDate: filter.to } : {}),
  };
}

type DateRange = { minTime: string | null; maxTime: string | null };
const rangeOf = (page: { list: unknown[] }): DateRange => {
  const row = page.list[0] as Partial<DateRange> | undefined;
  return { minTime: row?.minTime ?? null, maxTime: row?.maxTime ?? null };
};

export async function serverArDashboard(
  http: HttpClient,
  filter: ArDashboardFilter,
  asOf: string,
  ask: ArDashboardAsk = {},
): Promise<ArDashboard> {
  const b = body(filter);
  const currenciesAsked = http.call(queryCurrencyList, {}, GET);
  const kpiCurrenciesAsked = filter.currency ? Promise.resolve([filter.currency]) : currenciesAsked;
  const charts = ask.awaitingSync ? null : serverCharts(http, filter, b, kpiCurrenciesAsked);
  // Until the charts settle, a failed card call must not leave their calls unhandled.
  charts?.catch(() => undefined);
  const [currencies, kpiCurrencies, buyers, due, financing, repayment, available] =
    await Promise.all([
      currenciesAsked,
      kpiCurrenciesAsked,
      http.call(
        queryBuyerList,
        { body: filter.currency ? { currency: filter.currency } : {} },
        POST,
      ),
      http.call(queryDueBalance, { body: b }, POST),
      http.call(queryFinancingBalanceAmount, { body: b }, POST),
      // The 7-day window is fixed (today to today + 7): the range is not sent.
      http.call(queryRepaymentDueInNext7DaysAmount, { body: body(filter, false) }, POST),
      http.call(availableForFinanceAmount, { body: b }, POST),
    ]);
  const drawn = charts ? await charts : null;
  const dueTotals: Totals = new Map(
    due.map((r) => [r.currency, { cents: cents(r.totalBalance), count: r.receivableCount }]),
  );
  const overdueTotals: Totals = new Map(
    due.map((r) => [r.currency, { cents: cents(r.overdueBalance), count: 0 }]),
  );
  return {
    source: 'server',
    asOf,
    minTime: drawn?.minTime ?? null,
    maxTime: drawn?.maxTime ?? null,
    currencies,
    kpis: kpiRows({
      currencies: kpiCurrencies,
      due: dueTotals,
      overdue: overdueTotals,
      financing: totals(financing),
      repayment: totals(repayment),
      available: new Map(available.map((r) => [r.currency, cents(r.amount)])),
      invoiced: sumOf(drawn?.receivablesByMonth ?? []),
      diluted: sumOf(drawn?.dilutionByMonth ?? []),
      previous: null,
    }),
    buyers,
    dueByBuyer: drawn?.dueByBuyer ?? [],
    historyDueBalance: drawn?.historyDueBalance ?? [],
    paymentsByMonth: drawn?.paymentsByMonth ?? [],
    dilutionByMonth: drawn?.dilutionByMonth ?? [],
    receivablesByMonth: drawn?.receivablesByMonth ?? [],
    ageingByBuyer: null,
    awaitingSync: drawn === null,
  };
}

type ServerCharts = Pick<
  ArDashboard,
  | 'minTime'
  | 'maxTime'
  | 'dueByBuyer'
  | 'historyDueBalance'
  | 'paymentsByMonth'
  | 'dilutionByMonth'
  | 'receivablesByMonth'
>;

/** The charts' series and the data's date range, from the server's calls. */
async function serverCharts(
  http: HttpClient,
  filter: ArDashboardFilter,
  b: ArFilter,
  kpiCurrenciesAsked: Promise<string[]>,
): Promise<ServerCharts> {
  const mode = { pageNum: 1, pageSize: 1 };
  const [codes, history, payments, dilutions, issued, ranges] = await Promise.all([
    http.call(queryBuyerCodeList, {}, GET),
    http.call(queryHistoryDueBalance, { body: b }, POST),
    http.call(queryPaymentHistoryByDate, { body: b }, POST),
    http.call(queryDilutionByDate, { body: b }, POST),
    http.call(queryAccountReceivableByDate, { body: b }, POST),
    Promise.all([
      http.call(queryDueBalanceTable, { body: { ...mode, dateFilterByField: 'issueDate' } }, POST),
      http.call(queryDueBalanceTable, { body: { ...mode, dateFilterByField: 'dueDate' } }, POST),
      http.call(
        queryPaymentHistoryTable,
        { body: { ...mode, dateFilterByField: 'paymentDate' } },
        POST,
      ),
      http.call(
        queryDilutionByDateTable,
        { body: { ...mode, dateFilterByField: 'dilutionDate' } },
        POST,
      ),
    ]),
  ]);
  // Due balance by buyer: the due-balance table's sum grouped by buyer, one call per currency
  // (the grouped sum would add currencies together).
  const byBuyer = await Promise.all(
    (await kpiCurrenciesAsked).map(async (currency) => {
      const page = await http.call(
        queryDueBalanceTable,
        {
          body: {
            ...mode,
            currency,
            ...(filter.buyerCode ? { buyerCode: filter.buyerCode } : {}),
            ...(filter.from ? { dueDateBegin: filter.from } : {}),
            ...(filter.to ? { dueDateEnd: filter.to } : {}),
            amountSumByField: 'outstanding',
            sumGroupByField: 'buyerCode',
            // The column filters are declared from the table's columns at run time (pagedTableBody).
          } as typeof mode,
        },
        POST,
      );
      return page.list.flatMap((row): BuyerTotal[] =>
        'group' in row && typeof row.group === 'string'
          ? [{ currency, buyerCode: row.group, cents: cents(row.totalAmount), count: row.count }]
          : [],
      );
    }),
  );
  const dates = ranges.map(rangeOf);
  const mins = dates.map((d) => d.minTime).filter((d): d is string => d !== null);
  const maxes = dates.map((d) => d.maxTime).filter((d): d is string => d !== null);
  return {
    minTime: mins.length > 0 ? (mins.sort()[0] ?? null) : null,
    maxTime: maxes.length > 0 ? (maxes.sort().at(-1) ?? null) : null,
    dueByBuyer: topBuyers(byBuyer.flat(), new Map(codes.map((c) => [c.buyerCode, c.buyerName]))),
    historyDueBalance: history.map((r) => ({
      month: r.month,
      currency: r.currency,
      dueAmount: r.dueAmount,
      outstandingAmount: r.outstandingAmount,
      count: r.receivableCount,
    })),
    paymentsByMonth: payments.map((r) => ({
      month: r.month,
      currency: r.currency,
      amount: r.paidAmount,
      count: r.paymentCount,
    })),
    dilutionByMonth: dilutions.map((r) => ({
      month: r.month,
      currency: r.currency,
      amount: r.dilutionAmount,
      count: r.dilutionCount,
    })),
    receivablesByMonth: issued.map((r) => ({
      month: r.month,
      currency: r.currency,
      amount: r.amount,
      count: r.receivableCount,
    })),
  };
}

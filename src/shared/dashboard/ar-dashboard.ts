/**
 * What crosses the worker boundary for the receivables dashboard (/dashboard/ar, issue 19): one
 * filter in, every card and chart series out. Computed in the worker from the local cache once it
 * is synced, from the server's analytics calls before that; both answers have this one shape so
 * the page switches from one to the other without a jump.
 *
 * Money is an exact decimal string with two places ("4326750.50"), never summed across
 * currencies. Months are "YYYY-MM", days "YYYY-MM-DD".
 */

/** The dashboard's cross-filter (kept in the URL). Each figure applies the range to its own date. */
export interface ArDashboardFilter {
  currency?: string;
  buyerCode?: string;
  /** Inclusive range of the figure's own date: issue, due, payment or dilution date. */
  from?: string;
  to?: string;
}

export type Money = string;

/** Where the figures came from: the server's calls (before the first sync) or the local cache. */
export type FigureSource = 'server' | 'local' | 'demo';

/** A KPI with its value a month ago (same day last month); null when it cannot be known. */
export interface Kpi {
  value: Money;
  previous: Money | null;
}

export interface CurrencyKpis {
  currency: string;
  /** Outstanding of receivables with an outstanding balance (queryDueBalance.totalBalance). */
  dueBalance: Kpi;
  /** Of that, receivables in status OVERDUE (queryDueBalance.overdueBalance). */
  overdue: Kpi;
  /** Balance of active financings (queryFinancingBalanceAmount). */
  financingBalance: Kpi;
  /** Balance of active financings repaid from today to today + 7 (queryRepaymentDueInNext7DaysAmount). */
  repaymentDue7Days: Kpi;
  /** Eligible receivables × advance rate (availableForFinanceAmount). */
  availableForFinance: Kpi;
  /** Dilution amount / invoiced amount over the filter, 0..1; null when nothing was invoiced. */
  dilutionRate: number | null;
  dilutionAmount: Money;
  invoicedAmount: Money;
  receivableCount: number;
}

export interface BuyerRow {
  buyerCode: string;
  buyerName: string;
  country: string;
  receivableCount: number;
}

/** One bar of "due balance by buyer": the top 10 by amount, then one row `buyerCode: null` for the others. */
export interface BuyerAmount {
  currency: string;
  buyerCode: string | null;
  buyerName: string | null;
  amount: Money;
  count: number;
}

export interface MonthAmount {
  currency: string;
  month: string;
  amount: Money;
  count: number;
}

export interface MonthDueBalance {
  currency: string;
  month: string;
  /** What fell due that month. */
  dueAmount: Money;
  /** What of it is still outstanding. */
  outstandingAmount: Money;
  count: number;
}

export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Outstanding by days past due (as of `asOf`), for one buyer (top 10 by outstanding) in one currency. */
export interface BuyerAgeing {
  currency: string;
  buyerCode: string | null;
  buyerName: string | null;
  buckets: Record<AgeingBucket, Money>;
}

export interface ArDashboard {
  source: FigureSource;
  /** The day the figures are as of (the server's today). */
  asOf: string;
  /** Range of the data's dates (spec 000 §5 minTime/maxTime); date pickers offer only these. */
  minTime: string | null;
  maxTime: string | null;
  /** Currencies present, alphabetical. */
  currencies: string[];
  kpis: CurrencyKpis[];
  buyers: BuyerRow[];
  dueByBuyer: BuyerAmount[];
  historyDueBalance: MonthDueBalance[];
  paymentsByMonth: MonthAmount[];
  dilutionByMonth: MonthAmount[];
  receivablesByMonth: MonthAmount[];
  /** Null from the server (it has no ageing call): shown once the cache is synced. */
  ageingByBuyer: BuyerAgeing[] | null;
  /**
   * True in the server's answer while this tab's first sync runs: the charts, the data's date
   * range and the dilution rate were not asked of the server (their calls are full scans that
   * held up the sync: docs/dashboards.md, "The server's figures during the first sync"); their
   * series are empty and come with the local figures when the sync ends.
   */
  awaitingSync: boolean;
}

/** How the page asks: `awaitingSync` while its first sync runs (see ArDashboard.awaitingSync). */
export interface ArDashboardAsk {
  awaitingSync?: boolean;
}

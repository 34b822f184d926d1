/**
 * The cash-flow forecast (/dashboard/cashflow, issue 19, docs/cashflow.md) as it crosses the
 * worker boundary: the what-if input in, per-currency buckets out, and the rows behind one bar.
 */
import type { Filter, SortKey } from '../query/filter';
import type { Money } from './ar-dashboard';

export type CashflowGrain = 'week' | 'month';

export interface CashflowWhatIf {
  /** A buyer pays this many days later than its habit (may be negative: earlier). */
  buyerDelay?: { buyerCode: string; days: number } | null;
  /** Receivable ids financed now: their advance comes in today, their collection repays the funder. */
  financeNow?: number[];
}

export interface CashflowInput {
  grain: CashflowGrain;
  whatIf?: CashflowWhatIf;
}

export interface CashflowBucket {
  /** First and last day of the bucket (a week starts on Monday). */
  start: string;
  end: string;
  /** Expected collections, net of dilution, shifted by each buyer's average days late. */
  collections: Money;
  /** The same receivables collected on their due dates. */
  optimistic: Money;
  /** Financing repayments due to funders. */
  repayments: Money;
  /**
   * Payments expected ahead of any receivable's habitual day (early and part payments, invoices
   * not issued yet): a run rate learned per currency from the recent past, tied to no row, so
   * it is its own series and never part of `collections` (which drills down to its rows).
   */
  runRate: Money;
  /** Advances received (what-if "finance now"), in the first bucket. */
  advances: Money;
  /** collections + runRate + advances − repayments. */
  net: Money;
  /** Running sum of net from the first bucket. */
  balance: Money;
}

export interface CashflowCurrency {
  currency: string;
  /** Outstanding of receivables already past due and not expected back within the horizon. */
  overdue: Money;
  buckets: CashflowBucket[];
}

export interface CashflowForecast {
  asOf: string;
  /**
   * False until every cached table has been synced once: the forecast then reads empty tables
   * and says nothing (the page offers the sync instead of showing zeros as a forecast).
   */
  synced?: boolean;
  grain: CashflowGrain;
  currencies: CashflowCurrency[];
}

/** Which rows of a bar to list: its collections, its repayments, or the overdue amount. */
export interface CashflowDrill {
  currency: string;
  /** Index into the currency's buckets; ignored for 'overdue'. */
  bucket: number;
  kind: 'collections' | 'repayments' | 'overdue';
}

/** The largest what-if selection the worker takes (more ids than any page offers to select). */
export const CASHFLOW_MAX_FINANCE_NOW = 20_000;
/** The what-if delay's bound in days, either way. */
export const CASHFLOW_MAX_DELAY_DAYS = 365;

/** The rows behind a bar, as a view of the cached due-balance dataset (table and export as is). */
export interface CashflowDrillView {
  dataset: 'dueBalance';
  query: { filters: Filter[]; sort: SortKey[] };
  /** How many receivables the filter names. */
  count: number;
  /**
   * How a collections or overdue bar is made from exactly these rows (null for repayments, which
   * are financing balances): outstanding − dilution = amount, the bar, to the cent.
   */
  made: CashflowDrillMade | null;
}

/** The terms of a bar, summed in the worker over the rows the drill view lists. */
export interface CashflowDrillMade {
  /** The rows' outstanding, as the rows table sums it. */
  outstanding: Money;
  /** Their credit notes (dilutions): never collected. */
  dilution: Money;
  /** outstanding − dilution: the bar's amount. */
  amount: Money;
}

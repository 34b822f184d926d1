/**
 * What crosses the worker boundary for /home (issue 19, docs/home.md): a handful of figures per
 * company role, each counted and summed by the very list call its link opens, so the list the
 * figure links to shows the same count and total.
 *
 * Money is an exact decimal string per currency ("4326750.50"), never summed across currencies.
 */

/** The home page's flavour: the session's company role, or DIRECTOR for a user acting in none. */
export type HomeRole = 'SUPPLIER' | 'BUYER' | 'FUNDER' | 'COMPANY' | 'DIRECTOR';

export const HOME_FIGURE_IDS = [
  // supplier's to-do list
  'drafts',
  'returned',
  'unsignedContracts',
  'expiringContracts',
  // buyer
  'rightsToConfirm',
  'invoicesToConfirm',
  'payablesThisWeek',
  'payablesNextWeek',
  // funder
  'approvalsWaiting',
  'arpWaiting',
  'disbursementsDue',
  'repaymentsDue7Days',
  'overdueOrders',
] as const;
export type HomeFigureId = (typeof HOME_FIGURE_IDS)[number];

export interface CurrencyAmount {
  currency: string;
  amount: string;
}

export interface HomeFigure {
  id: HomeFigureId;
  /** The list's total under the link's filters. */
  count: number;
  /** The list's summary-row total of the figure's amount column, per currency. */
  sums: CurrencyAmount[];
  /** Route path and query of the list filtered to exactly these rows. */
  to: string;
}

export interface RecentOrder {
  id: string;
  financeNo: string;
  buyerName: string | null;
  currency: string;
  applyAmount: string | null;
  status: string;
  applyDate: string | null;
}

/** One buyer's share of the funder's paid-out book, in one currency. */
export interface PortfolioRow {
  currency: string;
  buyerName: string;
  amount: string;
  to: string;
}

/** summaryCompany's answer (the company's overview), with the lists behind each figure. */
export interface CompanyOverview {
  companyName: string;
  currency: string;
  financedAmount: string;
  outstandingAmount: string;
  availableLimit: string;
  orderCount: number;
}

export interface HomeOverview {
  role: HomeRole;
  /** The day the date windows are counted from (the browser's local day). */
  today: string;
  figures: HomeFigure[];
  /** Supplier: its last five finance orders; null for roles without a finance-order list. */
  recentOrders: RecentOrder[] | null;
  /** Funder: paid-out orders it funds by buyer; null for other roles. */
  portfolio: PortfolioRow[] | null;
  /** Director and COMPANY: summaryCompany; null for other roles or when it failed. */
  company: CompanyOverview | null;
}

import { emptyListState, type ListState } from '../page-declaration/list-state';
import { encodeListQuery } from '../page-declaration/route-query';
import type { HomeFigureId, HomeRole } from './home-overview';

/**
 * One home figure as a list query: the declared page it counts, the list state (the same state
 * the list reads back from the link's address), and the money column its amount is the summary
 * row's total of. The count and sum come from this state, and the link carries this state, so
 * the list a figure opens answers the figure (docs/home.md).
 */
export interface FigureSpec {
  id: HomeFigureId;
  pageId: string;
  path: string;
  state: ListState;
  sumField: string;
}

/** A day `days` after an ISO date, as an ISO date (UTC arithmetic: no daylight-saving drift). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of the ISO week of a day. */
export function mondayOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
}

/** How long ahead a signed contract counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

const FINANCE_ORDER = { pageId: 'finance.financeOrder', path: '/finance/finance-order' };
const CONTRACTS = { pageId: 'contract.info', path: '/contract/info' };

const withParams = (params: Record<string, string>): ListState => ({
  ...emptyListState(),
  params,
});

function orders(id: HomeFigureId, status: string): FigureSpec {
  return { id, ...FINANCE_ORDER, state: withParams({ status }), sumField: 'applyAmount' };
}

function contractFigures(today: string): FigureSpec[] {
  return [
    {
      id: 'unsignedContracts',
      ...CONTRACTS,
      state: withParams({ signStatus: 'UNSIGNED' }),
      sumField: 'facilityLimit',
    },
    {
      id: 'expiringContracts',
      ...CONTRACTS,
      state: withParams({
        signStatus: 'SIGNED',
        expiryDateBegin: today,
        expiryDateEnd: addDays(today, EXPIRING_WITHIN_DAYS),
      }),
      sumField: 'facilityLimit',
    },
  ];
}

function payables(id: HomeFigureId, from: string): FigureSpec {
  return {
    id,
    pageId: 'trading.invoice',
    path: '/trading/invoice',
    // Every invoice billed to the buyer falling due that week; the amount is what is still owed
    // (a settled one adds nothing), as the list's outstanding total shows it (docs/home.md).
    state: withParams({ dueDateBegin: from, dueDateEnd: addDays(from, 6) }),
    sumField: 'outstandingAmount',
  };
}

/** The figures a role's home shows, in order; the caller drops those whose list is not allowed. */
export function figureSpecs(role: HomeRole, today: string): FigureSpec[] {
  switch (role) {
    case 'SUPPLIER':
    case 'COMPANY':
      return [orders('drafts', 'DRAFT'), orders('returned', 'RETURNED'), ...contractFigures(today)];
    case 'BUYER': {
      const monday = mondayOf(today);
      return [
        {
          id: 'invoicesToConfirm',
          pageId: 'confirmation.invoiceConfirmation',
          path: '/confirmation/invoiceConfirmation',
          state: withParams({ confirmationStatus: 'PENDING' }),
          sumField: 'invoiceAmount',
        },
        payables('payablesThisWeek', monday),
        payables('payablesNextWeek', addDays(monday, 7)),
      ];
    }
    case 'FUNDER':
      return [
        orders('approvalsWaiting', 'PENDING_APPROVAL'),
        orders('arpWaiting', 'ARP_REQUESTED'),
        orders('disbursementsDue', 'APPROVED'),
        {
          id: 'repaymentsDue7Days',
          pageId: 'repayment.management',
          path: '/repayment/management',
          state: withParams({ nextDueDateBegin: today, nextDueDateEnd: addDays(today, 7) }),
          sumField: 'outstandingAmount',
        },
        orders('overdueOrders', 'OVERDUE'),
      ];
    case 'DIRECTOR':
      return contractFigures(today);
  }
}

/** The address of a figure's list, filtered to exactly its rows. */
export function figureLink(path: string, state: ListState): string {
  const query = encodeListQuery(state).toString();
  return query ? `${path}?${query}` : path;
}

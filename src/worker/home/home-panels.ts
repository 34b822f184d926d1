import type { HttpClient } from '../../api/http/client';
import { rightConfirmationList } from '../../api/endpoints/finance-order/right-confirmation-list';
import { summaryCompany } from '../../api/endpoints/session/summary-company';
import { emptyListState } from '../../shared/page-declaration/list-state';
import { figureLink } from '../../shared/home/home-figure-specs';
import type {
  CompanyOverview,
  CurrencyAmount,
  HomeFigure,
  PortfolioRow,
  RecentOrder,
} from '../../shared/home/home-overview';
import { formatUnits, parseDecimal, rescaleExact } from '../../shared/finance-order/money';
import type { HomeListCalls } from './home-list-calls';

const FINANCE_ORDER_PAGE = 'finance.financeOrder';
const FINANCE_ORDER_PATH = '/finance/finance-order';
export const RECENT_ORDER_COUNT = 5;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The supplier's newest finance orders: the first rows of its list in the list's own order. */
export async function recentOrders(lists: HomeListCalls): Promise<RecentOrder[]> {
  const page = await lists.page(FINANCE_ORDER_PAGE, {
    ...emptyListState(),
    size: RECENT_ORDER_COUNT,
  });
  return page.rows.slice(0, RECENT_ORDER_COUNT).map((r) => ({
    id: String(r.id),
    financeNo: text(r.financeNo) ?? String(r.id),
    buyerName: text(r.buyerName),
    currency: text(r.currency) ?? '',
    applyAmount: text(r.applyAmount),
    status: text(r.status) ?? '',
    applyDate: text(r.applyDate),
  }));
}

/** Paid-out orders a funder funds (status DISBURSED), by buyer within each currency. */
export async function portfolio(lists: HomeListCalls): Promise<PortfolioRow[]> {
  const outstanding = { ...emptyListState(), params: { status: 'DISBURSED' } };
  const currencies = await lists.sumsBy(FINANCE_ORDER_PAGE, outstanding, 'financedAmount');
  const perCurrency = await Promise.all(
    currencies.map(async ({ currency }) => {
      const state = { ...outstanding, params: { ...outstanding.params, currency } };
      const byBuyer = await lists.sumsBy(FINANCE_ORDER_PAGE, state, 'financedAmount', 'buyerName');
      return byBuyer.map(({ currency: buyerName, amount }) => ({
        currency,
        buyerName,
        amount,
        to: figureLink(FINANCE_ORDER_PATH, {
          ...state,
          params: { ...state.params, buyerName },
        }),
      }));
    }),
  );
  return perCurrency.flat();
}

/** Sum of decimal strings per currency, exact (two places: every currency in the data but JPY). */
function sumByCurrency(items: { currency: string; amount: string | null }[]): CurrencyAmount[] {
  const totals = new Map<string, bigint>();
  for (const { currency, amount } of items) {
    const value = parseDecimal(amount ?? '0');
    const units = value && rescaleExact(value, 2);
    totals.set(currency, (totals.get(currency) ?? 0n) + (units ?? 0n));
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, units]) => ({ currency, amount: formatUnits(units, 2) }));
}

/** The buyer's rights confirmations: its confirm list is exactly the orders awaiting it. */
export async function rightsToConfirm(http: HttpClient): Promise<HomeFigure> {
  const rows = await http.call(rightConfirmationList, {}, { silent: true, dedupe: false });
  return {
    id: 'rightsToConfirm',
    count: rows.length,
    sums: sumByCurrency(rows.map((r) => ({ currency: r.currency, amount: r.receivablesAmount }))),
    to: '/finance/finance-order/confirm',
  };
}

export async function companyOverview(http: HttpClient): Promise<CompanyOverview> {
  return http.call(summaryCompany, { body: {} }, { silent: true, dedupe: false });
}

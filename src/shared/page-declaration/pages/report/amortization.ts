import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  exportAction,
  financeNoColumn,
  financeNoSearch,
  inputSearch,
  moneyColumn,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /report/amortization: how each finance order's discount and fees are amortised month by month:
 * the total, this period's share, the amount amortised to date and what remains
 * (docs/pages-settlement.md).
 */
export const reportAmortizationPage = {
  id: 'report.amortization',
  titleKey: 'route.report.amortization',
  routeId: 'reportAmortization',
  source: { endpoint: 'report.amortizationList' },
  rowKey: 'id',
  columns: [
    columnWith(financeNoColumn, {
      frozen: 'left',
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    buyerNameColumn,
    textColumn('period', 'pages.col.period', 110),
    currencyColumn,
    moneyColumn('totalDiscount', 'pages_settlement.col.total_discount', 170),
    moneyColumn('amortisedThisPeriod', 'pages_settlement.col.amortised_this_period', 180),
    moneyColumn('amortisedToDate', 'pages_settlement.col.amortised_to_date', 180),
    columnWith(moneyColumn('remainingAmount', 'pages_settlement.col.remaining_amount', 170), {
      frozen: 'right',
    }),
    dateColumn('periodEndDate', 'pages_settlement.col.period_end_date', 130),
  ],
  searchFields: [
    financeNoSearch,
    buyerNameSearch,
    currencySearch,
    inputSearch('period', 'pages.col.period'),
    dateRangeSearch('periodEndDate', 'pages_settlement.col.period_end_date'),
  ],
  actions: [exportAction('report.amortization')],
  export: { server: true, sequence: true },
} as const satisfies PageDeclaration;

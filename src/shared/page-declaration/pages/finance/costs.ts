import {
  columnWith,
  createdAtColumn,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  exportAction,
  financeNoColumn,
  financeNoSearch,
  inputSearch,
  moneyColumn,
  selectSearch,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /finance/costs: the costs charged per finance order (one row per cost; its line items are on
 * /finance/costs/details?costNo=…). Docs: docs/pages-finance.md.
 */
export const financeCostsPage = {
  id: 'finance.costs',
  titleKey: 'route.finance.costs',
  routeId: 'financeCosts',
  source: { endpoint: 'finance.costsList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('costNo', 'pages_finance.col.cost_no', 190), { frozen: 'left' }),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    enumColumn('feeType', 'pages_finance.col.fee_type', 'FEE_TYPE', 170),
    currencyColumn,
    columnWith(moneyColumn('feeAmount', 'pages.col.fee_amount', 170), { frozen: 'right' }),
    dateColumn('chargedDate', 'pages_finance.col.charged_date', 140),
    enumColumn('payer', 'pages_finance.col.payer', 'COMPANY_ROLE', 120, { filterable: true }),
    statusColumn('FINANCE_COST_STATUS', 130),
    createdAtColumn,
  ],
  searchFields: [
    inputSearch('costNo', 'pages_finance.col.cost_no'),
    financeNoSearch,
    selectSearch('feeType', 'pages_finance.col.fee_type', 'FEE_TYPE'),
    currencySearch,
    statusSearch('FINANCE_COST_STATUS'),
    dateRangeSearch('chargedDate', 'pages_finance.col.charged_date'),
  ],
  actions: [exportAction('finance.costs')],
} as const satisfies PageDeclaration;

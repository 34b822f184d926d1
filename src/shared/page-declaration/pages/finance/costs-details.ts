import {
  columnWith,
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
  numberColumn,
  rateColumn,
  selectSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /finance/costs/details: the line items each cost is made of (basis × rate × days / 360, or a
 * flat charge). `costNo` is a filterable column and deliberately no search field, so
 * `/finance/costs/details?costNo=…` shows one cost's items under a closable filter tag.
 * Docs: docs/pages-finance.md.
 */
export const financeCostsDetailsPage = {
  id: 'finance.costsDetails',
  titleKey: 'route.finance.costsDetails',
  routeId: 'financeCostsDetails',
  source: { endpoint: 'finance.costsDetailsList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('itemNo', 'pages_finance.col.item_no', 200), { frozen: 'left' }),
    textColumn('costNo', 'pages_finance.col.cost_no', 190),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    enumColumn('feeType', 'pages_finance.col.fee_type', 'FEE_TYPE', 170, { filterable: true }),
    moneyColumn('basisAmount', 'pages_finance.col.basis_amount', 180, { sortable: true }),
    rateColumn,
    numberColumn('days', 'pages_finance.col.days', 90),
    columnWith(moneyColumn('feeAmount', 'pages.col.fee_amount', 170), { frozen: 'right' }),
    currencyColumn,
    dateColumn('accrualDate', 'pages_finance.col.accrual_date', 140),
  ],
  searchFields: [
    inputSearch('itemNo', 'pages_finance.col.item_no'),
    financeNoSearch,
    selectSearch('feeType', 'pages_finance.col.fee_type', 'FEE_TYPE'),
    currencySearch,
    dateRangeSearch('accrualDate', 'pages_finance.col.accrual_date'),
  ],
  actions: [exportAction('finance.costs')],
} as const satisfies PageDeclaration;

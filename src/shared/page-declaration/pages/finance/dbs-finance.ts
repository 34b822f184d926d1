import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  createdAtColumn,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  financeNoColumn,
  financeNoSearch,
  moneyColumn,
  rateColumn,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /finance/dbsFinance: financings drawn under a DBS receivables-pool factoring programme (the
 * menu shows it in DBS pool mode only). The permission tree grants this node no action, so the
 * page declares none. Docs: docs/pages-finance.md.
 */
export const financeDbsPage = {
  id: 'finance.dbsFinance',
  titleKey: 'route.finance.dbsFinance',
  routeId: 'financeDbs',
  source: { endpoint: 'finance.dbsFinanceList' },
  rowKey: 'id',
  columns: [
    columnWith(financeNoColumn, {
      frozen: 'left',
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    textColumn('poolName', 'pages_finance.col.pool_name', 220),
    buyerNameColumn,
    currencyColumn,
    columnWith(moneyColumn('financedAmount', 'pages.col.financed_amount', 180), {
      frozen: 'right',
    }),
    moneyColumn('outstandingAmount', 'pages.col.outstanding_amount', 180),
    dateColumn('valueDate', 'pages.col.value_date', 140),
    dateColumn('maturityDate', 'pages_finance.col.maturity_date', 140),
    rateColumn,
    statusColumn('DBS_FINANCE_STATUS', 160),
    createdAtColumn,
  ],
  searchFields: [
    financeNoSearch,
    buyerNameSearch,
    currencySearch,
    statusSearch('DBS_FINANCE_STATUS'),
    dateRangeSearch('valueDate', 'pages.col.value_date'),
    dateRangeSearch('maturityDate', 'pages_finance.col.maturity_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

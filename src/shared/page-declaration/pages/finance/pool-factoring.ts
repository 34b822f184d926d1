import {
  columnWith,
  createdAtColumn,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  funderNameColumn,
  inputSearch,
  moneyColumn,
  rateColumn,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import { NON_FUNDER_ROLES } from '../../role-view';
import type { PageDeclaration } from '../../types';

/**
 * /finance/poolFactoring: drawdowns against the product pool-factoring programme (the menu shows
 * it in product pool mode). The permission tree grants this node no action, so the page declares
 * none. Docs: docs/pages-finance.md.
 */
export const financePoolFactoringPage = {
  id: 'finance.poolFactoring',
  titleKey: 'route.finance.poolFactoring',
  routeId: 'financePoolFactoring',
  source: { endpoint: 'finance.poolFactoringList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('drawdownNo', 'pages_finance.col.drawdown_no', 200), { frozen: 'left' }),
    textColumn('poolName', 'pages_finance.col.pool_name', 220),
    // A funder's rows are the ones it funds: the column would name itself (docs/role-views.md).
    { ...funderNameColumn, companyRoles: NON_FUNDER_ROLES },
    currencyColumn,
    columnWith(moneyColumn('drawnAmount', 'pages_finance.col.drawn_amount', 180), {
      frozen: 'right',
    }),
    moneyColumn('outstandingAmount', 'pages.col.outstanding_amount', 180),
    dateColumn('valueDate', 'pages.col.value_date', 140),
    dateColumn('maturityDate', 'pages_finance.col.maturity_date', 140),
    rateColumn,
    statusColumn('POOL_DRAWDOWN_STATUS', 140),
    createdAtColumn,
  ],
  searchFields: [
    inputSearch('drawdownNo', 'pages_finance.col.drawdown_no'),
    inputSearch('poolName', 'pages_finance.col.pool_name'),
    currencySearch,
    statusSearch('POOL_DRAWDOWN_STATUS'),
    dateRangeSearch('valueDate', 'pages.col.value_date'),
    dateRangeSearch('maturityDate', 'pages_finance.col.maturity_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

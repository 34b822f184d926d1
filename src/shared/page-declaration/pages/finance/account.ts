import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  dateTimeColumn,
  inputSearch,
  moneyColumn,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /finance/account: the company's pool settlement accounts (collections credited to the pool,
 * what may be drawn against it). The permission tree grants this node no action, so the page
 * declares none. Docs: docs/pages-finance.md.
 */
export const financeAccountPage = {
  id: 'finance.account',
  titleKey: 'route.finance.account',
  routeId: 'financeAccount',
  source: { endpoint: 'finance.accountList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('accountNo', 'pages.col.account_no', 190), { frozen: 'left' }),
    textColumn('accountName', 'pages.col.account_name', 260, { sortable: true }),
    textColumn('bankName', 'pages.col.bank_name', 220),
    textColumn('poolName', 'pages_finance.col.pool_name', 220),
    currencyColumn,
    columnWith(moneyColumn('balance', 'pages_finance.col.balance', 180), { frozen: 'right' }),
    moneyColumn('availableAmount', 'pages_finance.col.available_amount', 180),
    statusColumn('POOL_ACCOUNT_STATUS', 120),
    dateColumn('openDate', 'pages_finance.col.open_date', 140),
    dateTimeColumn('updatedAt', 'pages.col.updated_at', 200, {
      sortable: true,
      hiddenByDefault: true,
    }),
  ],
  searchFields: [
    inputSearch('accountNo', 'pages.col.account_no'),
    inputSearch('bankName', 'pages.col.bank_name'),
    currencySearch,
    statusSearch('POOL_ACCOUNT_STATUS'),
    dateRangeSearch('openDate', 'pages_finance.col.open_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

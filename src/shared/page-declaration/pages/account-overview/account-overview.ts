import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  enumColumn,
  inputSearch,
  moneyColumn,
  selectSearch,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /account-overview: the company's accounts and their balances (docs/pages-trade.md). The
 * permission tree grants this node no actions, so the page only lists.
 */
export const accountOverviewPage = {
  id: 'accountOverview.accounts',
  titleKey: 'route.accountOverview',
  routeId: 'accountOverview',
  source: { endpoint: 'accountOverview.accountsList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('accountNo', 'pages.col.account_no', 200), { frozen: 'left' }),
    textColumn('accountName', 'pages.col.account_name', 240),
    textColumn('bankName', 'pages.col.bank_name', 220),
    currencyColumn,
    enumColumn('accountCategory', 'pages_trade.col.account_category', 'ACCOUNT_CATEGORY', 180),
    columnWith(moneyColumn('availableBalance', 'pages_trade.col.available_balance', 180), {
      frozen: 'right',
    }),
    moneyColumn('frozenAmount', 'pages_trade.col.frozen_amount', 170),
    statusColumn('ENABLE_STATUS', 150),
    dateColumn('lastMovementDate', 'pages_trade.col.last_movement_date', 150),
  ],
  searchFields: [
    inputSearch('accountNo', 'pages.col.account_no'),
    inputSearch('accountName', 'pages.col.account_name'),
    inputSearch('bankName', 'pages.col.bank_name'),
    currencySearch,
    selectSearch('accountCategory', 'pages_trade.col.account_category', 'ACCOUNT_CATEGORY'),
    statusSearch('ENABLE_STATUS'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

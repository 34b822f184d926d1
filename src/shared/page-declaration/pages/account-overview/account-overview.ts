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
    {
      key: 'accountNo',
      titleKey: 'pages.col.account_no',
      type: { kind: 'text' },
      width: 200,
      sortable: true,
      filterable: true,
    },
    {
      key: 'accountName',
      titleKey: 'pages.col.account_name',
      type: { kind: 'text' },
      width: 240,
      sortable: true,
      filterable: true,
    },
    {
      key: 'bankName',
      titleKey: 'pages.col.bank_name',
      type: { kind: 'text' },
      width: 220,
      sortable: true,
      filterable: true,
    },
    {
      key: 'currency',
      titleKey: 'pages.col.currency',
      type: { kind: 'enum', dictionary: 'CURRENCY' },
      width: 110,
      filterable: true,
    },
    {
      key: 'accountCategory',
      titleKey: 'pages_trade.col.account_category',
      type: { kind: 'enum', dictionary: 'ACCOUNT_CATEGORY' },
      width: 180,
      sortable: true,
      filterable: true,
    },
    {
      key: 'availableBalance',
      titleKey: 'pages_trade.col.available_balance',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'frozenAmount',
      titleKey: 'pages_trade.col.frozen_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'ENABLE_STATUS' },
      width: 150,
      sortable: true,
      filterable: true,
    },
    {
      key: 'lastMovementDate',
      titleKey: 'pages_trade.col.last_movement_date',
      type: { kind: 'date' },
      width: 150,
      sortable: true,
    },
  ],
  searchFields: [
    { key: 'accountNo', labelKey: 'pages.col.account_no', control: 'input' },
    { key: 'accountName', labelKey: 'pages.col.account_name', control: 'input' },
    { key: 'bankName', labelKey: 'pages.col.bank_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'accountCategory',
      labelKey: 'pages_trade.col.account_category',
      control: 'select',
      dictionary: 'ACCOUNT_CATEGORY',
    },
    { key: 'status', labelKey: 'pages.col.status', control: 'select', dictionary: 'ENABLE_STATUS' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

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
    {
      key: 'accountNo',
      titleKey: 'pages.col.account_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'accountName',
      titleKey: 'pages.col.account_name',
      type: { kind: 'text' },
      width: 260,
      sortable: true,
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
      key: 'poolName',
      titleKey: 'pages_finance.col.pool_name',
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
      key: 'balance',
      titleKey: 'pages_finance.col.balance',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'availableAmount',
      titleKey: 'pages_finance.col.available_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'POOL_ACCOUNT_STATUS' },
      width: 120,
      sortable: true,
      filterable: true,
    },
    {
      key: 'openDate',
      titleKey: 'pages_finance.col.open_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'updatedAt',
      titleKey: 'pages.col.updated_at',
      type: { kind: 'datetime' },
      width: 200,
      sortable: true,
      hiddenByDefault: true,
    },
  ],
  searchFields: [
    { key: 'accountNo', labelKey: 'pages.col.account_no', control: 'input' },
    { key: 'bankName', labelKey: 'pages.col.bank_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'POOL_ACCOUNT_STATUS',
    },
    { key: 'openDate', labelKey: 'pages_finance.col.open_date', control: 'dateRange' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

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
    {
      key: 'financeNo',
      titleKey: 'pages.col.finance_no',
      type: { kind: 'text' },
      width: 190,
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
      key: 'buyerName',
      titleKey: 'pages.col.buyer_name',
      type: { kind: 'text' },
      width: 240,
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
      key: 'financedAmount',
      titleKey: 'pages.col.financed_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'outstandingAmount',
      titleKey: 'pages.col.outstanding_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'valueDate',
      titleKey: 'pages.col.value_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'maturityDate',
      titleKey: 'pages_finance.col.maturity_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'rate',
      titleKey: 'pages.col.rate',
      type: { kind: 'percent' },
      width: 110,
      sortable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'DBS_FINANCE_STATUS' },
      width: 160,
      sortable: true,
      filterable: true,
    },
    {
      key: 'createdAt',
      titleKey: 'pages.col.created_at',
      type: { kind: 'datetime' },
      width: 200,
      sortable: true,
      hiddenByDefault: true,
    },
  ],
  searchFields: [
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'buyerName', labelKey: 'pages.col.buyer_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'DBS_FINANCE_STATUS',
    },
    { key: 'valueDate', labelKey: 'pages.col.value_date', control: 'dateRange' },
    { key: 'maturityDate', labelKey: 'pages_finance.col.maturity_date', control: 'dateRange' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

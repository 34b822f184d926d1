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
    {
      key: 'drawdownNo',
      titleKey: 'pages_finance.col.drawdown_no',
      type: { kind: 'text' },
      width: 200,
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
      key: 'funderName',
      titleKey: 'pages.col.funder_name',
      type: { kind: 'text' },
      width: 200,
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
      key: 'drawnAmount',
      titleKey: 'pages_finance.col.drawn_amount',
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
      type: { kind: 'enum', dictionary: 'POOL_DRAWDOWN_STATUS' },
      width: 140,
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
    { key: 'drawdownNo', labelKey: 'pages_finance.col.drawdown_no', control: 'input' },
    { key: 'poolName', labelKey: 'pages_finance.col.pool_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'POOL_DRAWDOWN_STATUS',
    },
    { key: 'valueDate', labelKey: 'pages.col.value_date', control: 'dateRange' },
    { key: 'maturityDate', labelKey: 'pages_finance.col.maturity_date', control: 'dateRange' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

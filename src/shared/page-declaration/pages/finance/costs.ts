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
    {
      key: 'costNo',
      titleKey: 'pages_finance.col.cost_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'financeNo',
      titleKey: 'pages.col.finance_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'feeType',
      titleKey: 'pages_finance.col.fee_type',
      type: { kind: 'enum', dictionary: 'FEE_TYPE' },
      width: 170,
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
      key: 'feeAmount',
      titleKey: 'pages.col.fee_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'chargedDate',
      titleKey: 'pages_finance.col.charged_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'payer',
      titleKey: 'pages_finance.col.payer',
      type: { kind: 'enum', dictionary: 'COMPANY_ROLE' },
      width: 120,
      filterable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'FINANCE_COST_STATUS' },
      width: 130,
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
    { key: 'costNo', labelKey: 'pages_finance.col.cost_no', control: 'input' },
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    {
      key: 'feeType',
      labelKey: 'pages_finance.col.fee_type',
      control: 'select',
      dictionary: 'FEE_TYPE',
    },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'FINANCE_COST_STATUS',
    },
    { key: 'chargedDate', labelKey: 'pages_finance.col.charged_date', control: 'dateRange' },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['finance.costs.export'],
    },
  ],
} as const satisfies PageDeclaration;

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
    {
      key: 'itemNo',
      titleKey: 'pages_finance.col.item_no',
      type: { kind: 'text' },
      width: 200,
      sortable: true,
      filterable: true,
    },
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
      filterable: true,
    },
    {
      key: 'basisAmount',
      titleKey: 'pages_finance.col.basis_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
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
      key: 'days',
      titleKey: 'pages_finance.col.days',
      type: { kind: 'number' },
      width: 90,
      sortable: true,
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
      key: 'currency',
      titleKey: 'pages.col.currency',
      type: { kind: 'enum', dictionary: 'CURRENCY' },
      width: 110,
      filterable: true,
    },
    {
      key: 'accrualDate',
      titleKey: 'pages_finance.col.accrual_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
  ],
  searchFields: [
    { key: 'itemNo', labelKey: 'pages_finance.col.item_no', control: 'input' },
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    {
      key: 'feeType',
      labelKey: 'pages_finance.col.fee_type',
      control: 'select',
      dictionary: 'FEE_TYPE',
    },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    { key: 'accrualDate', labelKey: 'pages_finance.col.accrual_date', control: 'dateRange' },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['finance.costs.export'],
    },
  ],
} as const satisfies PageDeclaration;

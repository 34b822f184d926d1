import type { PageDeclaration } from '../../types';

/**
 * /finance/interest: interest per finance order and month, accrued as
 * principal × rate × days / day-count base, and when it was settled (empty while it is not).
 * The permission tree grants this node no action, so the page declares none.
 * Docs: docs/pages-finance.md.
 */
export const financeInterestPage = {
  id: 'finance.interest',
  titleKey: 'route.finance.interest',
  routeId: 'financeInterest',
  source: { endpoint: 'finance.interestList' },
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
      key: 'period',
      titleKey: 'pages.col.period',
      type: { kind: 'text' },
      width: 110,
      sortable: true,
      filterable: true,
    },
    {
      key: 'principalAmount',
      titleKey: 'pages.col.principal_amount',
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
      key: 'dateBase',
      titleKey: 'pages_finance.col.date_base',
      type: { kind: 'enum', dictionary: 'DATE_BASE' },
      width: 130,
      filterable: true,
    },
    {
      key: 'interestAmount',
      titleKey: 'pages.col.interest_amount',
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
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'INTEREST_STATUS' },
      width: 120,
      sortable: true,
      filterable: true,
    },
    {
      key: 'settledDate',
      titleKey: 'pages_finance.col.settled_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
  ],
  searchFields: [
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'period', labelKey: 'pages.col.period', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'dateBase',
      labelKey: 'pages_finance.col.date_base',
      control: 'select',
      dictionary: 'DATE_BASE',
    },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'INTEREST_STATUS',
    },
    { key: 'settledDate', labelKey: 'pages_finance.col.settled_date', control: 'dateRange' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

import type { PageDeclaration } from '../../types';

/**
 * /payment/management: every payment the company made or received (disbursements, repayments,
 * interest, fees, releases, refunds), with its finance order, payer, payee and the company's
 * account it went through. Docs: docs/pages-finance.md.
 */
export const paymentManagementPage = {
  id: 'payment.management',
  titleKey: 'route.payment.management',
  routeId: 'paymentManagement',
  source: { endpoint: 'payment.managementList' },
  rowKey: 'id',
  columns: [
    {
      key: 'paymentNo',
      titleKey: 'pages_finance.col.payment_no',
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
      key: 'type',
      titleKey: 'pages.col.type',
      type: { kind: 'enum', dictionary: 'PAYMENT_TYPE' },
      width: 170,
      sortable: true,
      filterable: true,
    },
    {
      key: 'payerName',
      titleKey: 'pages_finance.col.payer_name',
      type: { kind: 'text' },
      width: 240,
      sortable: true,
      filterable: true,
    },
    {
      key: 'payeeName',
      titleKey: 'pages_finance.col.payee_name',
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
    },
    {
      key: 'accountNo',
      titleKey: 'pages.col.account_no',
      type: { kind: 'text' },
      width: 180,
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
      key: 'amount',
      titleKey: 'pages.col.amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'paymentDate',
      titleKey: 'pages.col.payment_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'PAYMENT_STATUS' },
      width: 130,
      sortable: true,
      filterable: true,
    },
  ],
  searchFields: [
    { key: 'paymentNo', labelKey: 'pages_finance.col.payment_no', control: 'input' },
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'type', labelKey: 'pages.col.type', control: 'select', dictionary: 'PAYMENT_TYPE' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'PAYMENT_STATUS',
    },
    { key: 'paymentDate', labelKey: 'pages.col.payment_date', control: 'dateRange' },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['payment.management.export'],
    },
  ],
} as const satisfies PageDeclaration;

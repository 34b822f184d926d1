import type { PageDeclaration } from '../../types';

/**
 * /payment/financing: financing disbursements from the funder to the supplier's account: the
 * financed amount, the fees deducted at disbursement and the net amount paid out.
 * Docs: docs/pages-finance.md.
 */
export const paymentFinancingPage = {
  id: 'payment.financing',
  titleKey: 'route.payment.financing',
  routeId: 'paymentFinancing',
  source: { endpoint: 'payment.financingList' },
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
      key: 'funderName',
      titleKey: 'pages.col.funder_name',
      type: { kind: 'text' },
      width: 200,
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
      key: 'financedAmount',
      titleKey: 'pages.col.financed_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'feeAmount',
      titleKey: 'pages.col.fee_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 160,
      sortable: true,
      summable: true,
    },
    {
      key: 'amount',
      titleKey: 'pages_finance.col.disbursed_amount',
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
    { key: 'funderName', labelKey: 'pages.col.funder_name', control: 'input' },
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
      authorities: ['payment.financing.export'],
    },
  ],
} as const satisfies PageDeclaration;

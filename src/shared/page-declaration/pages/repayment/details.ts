import type { PageDeclaration } from '../../types';

/**
 * /repayment/details: repayments received, each split into the principal and interest it paid
 * off (docs/pages-settlement.md).
 */
export const repaymentDetailsPage = {
  id: 'repayment.details',
  titleKey: 'route.repayment.details',
  routeId: 'repaymentDetails',
  source: { endpoint: 'repayment.detailsList' },
  rowKey: 'id',
  columns: [
    {
      key: 'repaymentNo',
      titleKey: 'pages_settlement.col.repayment_no',
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
      key: 'payerName',
      titleKey: 'pages_settlement.col.payer_name',
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
      titleKey: 'pages_settlement.col.repayment_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'principalAmount',
      titleKey: 'pages.col.principal_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'interestAmount',
      titleKey: 'pages.col.interest_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 160,
      sortable: true,
      summable: true,
    },
    {
      key: 'valueDate',
      titleKey: 'pages.col.value_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'REPAYMENT_RECEIPT_STATUS' },
      width: 150,
      sortable: true,
      filterable: true,
    },
    {
      key: 'remark',
      titleKey: 'pages.col.remark',
      type: { kind: 'text' },
      width: 240,
      hiddenByDefault: true,
    },
  ],
  searchFields: [
    { key: 'repaymentNo', labelKey: 'pages_settlement.col.repayment_no', control: 'input' },
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'payerName', labelKey: 'pages_settlement.col.payer_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'REPAYMENT_RECEIPT_STATUS',
    },
    { key: 'valueDate', labelKey: 'pages.col.value_date', control: 'dateRange' },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['repayment.details.export'],
    },
  ],
} as const satisfies PageDeclaration;

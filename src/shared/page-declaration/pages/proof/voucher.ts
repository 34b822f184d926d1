import type { PageDeclaration } from '../../types';

/**
 * /proof: the accounting vouchers the platform posts for the company's financings, each balanced
 * (debit = credit). The `proof` menu node grants no action (docs/pages-settlement.md).
 */
export const proofVoucherPage = {
  id: 'proof.voucher',
  titleKey: 'route.proof.main',
  routeId: 'proof',
  source: { endpoint: 'proof.voucherList' },
  rowKey: 'id',
  columns: [
    {
      key: 'voucherNo',
      titleKey: 'pages_settlement.col.voucher_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'voucherType',
      titleKey: 'pages_settlement.col.voucher_type',
      type: { kind: 'enum', dictionary: 'VOUCHER_TYPE' },
      width: 160,
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
      key: 'currency',
      titleKey: 'pages.col.currency',
      type: { kind: 'enum', dictionary: 'CURRENCY' },
      width: 110,
      filterable: true,
    },
    {
      key: 'debitAmount',
      titleKey: 'pages_settlement.col.debit_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'creditAmount',
      titleKey: 'pages_settlement.col.credit_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'postingDate',
      titleKey: 'pages_settlement.col.posting_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'VOUCHER_STATUS' },
      width: 120,
      sortable: true,
      filterable: true,
    },
    {
      key: 'description',
      titleKey: 'pages.col.description',
      type: { kind: 'text' },
      width: 260,
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
    { key: 'voucherNo', labelKey: 'pages_settlement.col.voucher_no', control: 'input' },
    {
      key: 'voucherType',
      labelKey: 'pages_settlement.col.voucher_type',
      control: 'select',
      dictionary: 'VOUCHER_TYPE',
    },
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'VOUCHER_STATUS',
    },
    { key: 'postingDate', labelKey: 'pages_settlement.col.posting_date', control: 'dateRange' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

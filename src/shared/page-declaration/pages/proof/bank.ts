import type { PageDeclaration } from '../../types';

/**
 * /proof/bank: bank statement lines of the company's settlement accounts, and whether each has
 * been matched to a voucher. The node grants no action (docs/pages-settlement.md).
 */
export const proofBankPage = {
  id: 'proof.bank',
  titleKey: 'route.proof.bank',
  routeId: 'proofBank',
  source: { endpoint: 'proof.bankList' },
  rowKey: 'id',
  columns: [
    {
      key: 'bankName',
      titleKey: 'pages.col.bank_name',
      type: { kind: 'text' },
      width: 220,
      sortable: true,
      filterable: true,
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
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'direction',
      titleKey: 'pages_settlement.col.direction',
      type: { kind: 'enum', dictionary: 'BANK_FLOW_DIRECTION' },
      width: 120,
      sortable: true,
      filterable: true,
    },
    {
      key: 'valueDate',
      titleKey: 'pages.col.value_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
    },
    {
      key: 'reference',
      titleKey: 'pages_settlement.col.reference',
      type: { kind: 'text' },
      width: 200,
      filterable: true,
    },
    {
      key: 'counterpartyName',
      titleKey: 'pages_settlement.col.counterparty_name',
      type: { kind: 'text' },
      width: 240,
      filterable: true,
    },
    {
      key: 'matched',
      titleKey: 'pages_settlement.col.matched',
      type: { kind: 'enum', dictionary: 'YES_NO' },
      width: 110,
      sortable: true,
      filterable: true,
    },
  ],
  searchFields: [
    { key: 'bankName', labelKey: 'pages.col.bank_name', control: 'input' },
    { key: 'accountNo', labelKey: 'pages.col.account_no', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'direction',
      labelKey: 'pages_settlement.col.direction',
      control: 'select',
      dictionary: 'BANK_FLOW_DIRECTION',
    },
    {
      key: 'matched',
      labelKey: 'pages_settlement.col.matched',
      control: 'select',
      dictionary: 'YES_NO',
    },
    { key: 'valueDate', labelKey: 'pages.col.value_date', control: 'dateRange' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

import type { PageDeclaration } from '../../types';

/**
 * /proof/subledgers: sub-ledger balances per account, counterparty and month: opening balance,
 * the period's debits and credits, closing balance. The node grants no action
 * (docs/pages-settlement.md).
 */
export const proofSubledgersPage = {
  id: 'proof.subledgers',
  titleKey: 'route.proof.subledgers',
  routeId: 'proofSubledgers',
  source: { endpoint: 'proof.subledgersList' },
  rowKey: 'id',
  columns: [
    {
      key: 'subledgerAccount',
      titleKey: 'pages_settlement.col.subledger_account',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'accountName',
      titleKey: 'pages.col.account_name',
      type: { kind: 'text' },
      width: 220,
      filterable: true,
    },
    {
      key: 'counterpartyName',
      titleKey: 'pages_settlement.col.counterparty_name',
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
      key: 'openingBalance',
      titleKey: 'pages_settlement.col.opening_balance',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
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
      key: 'closingBalance',
      titleKey: 'pages_settlement.col.closing_balance',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'period',
      titleKey: 'pages.col.period',
      type: { kind: 'text' },
      width: 110,
      sortable: true,
      filterable: true,
    },
  ],
  searchFields: [
    {
      key: 'subledgerAccount',
      labelKey: 'pages_settlement.col.subledger_account',
      control: 'input',
    },
    { key: 'accountName', labelKey: 'pages.col.account_name', control: 'input' },
    {
      key: 'counterpartyName',
      labelKey: 'pages_settlement.col.counterparty_name',
      control: 'input',
    },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    { key: 'period', labelKey: 'pages.col.period', control: 'input' },
  ],
  actions: [],
} as const satisfies PageDeclaration;

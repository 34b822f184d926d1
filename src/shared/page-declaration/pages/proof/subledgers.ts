import {
  columnWith,
  currencyColumn,
  currencySearch,
  inputSearch,
  moneyColumn,
  textColumn,
} from '../../common-fields';
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
    columnWith(textColumn('subledgerAccount', 'pages_settlement.col.subledger_account', 190), {
      frozen: 'left',
    }),
    textColumn('accountName', 'pages.col.account_name', 220, { filterable: true }),
    textColumn('counterpartyName', 'pages_settlement.col.counterparty_name', 240),
    currencyColumn,
    moneyColumn('openingBalance', 'pages_settlement.col.opening_balance', 170),
    moneyColumn('debitAmount', 'pages_settlement.col.debit_amount', 170),
    moneyColumn('creditAmount', 'pages_settlement.col.credit_amount', 170),
    columnWith(moneyColumn('closingBalance', 'pages_settlement.col.closing_balance', 170), {
      frozen: 'right',
    }),
    textColumn('period', 'pages.col.period', 110),
  ],
  searchFields: [
    inputSearch('subledgerAccount', 'pages_settlement.col.subledger_account'),
    inputSearch('accountName', 'pages.col.account_name'),
    inputSearch('counterpartyName', 'pages_settlement.col.counterparty_name'),
    currencySearch,
    inputSearch('period', 'pages.col.period'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

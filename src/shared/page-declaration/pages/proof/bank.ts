import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  inputSearch,
  moneyColumn,
  selectSearch,
  textColumn,
} from '../../common-fields';
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
    textColumn('bankName', 'pages.col.bank_name', 220),
    textColumn('accountNo', 'pages.col.account_no', 180, { filterable: true }),
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages.col.amount', 170), { frozen: 'right' }),
    enumColumn('direction', 'pages_settlement.col.direction', 'BANK_FLOW_DIRECTION', 120),
    dateColumn('valueDate', 'pages.col.value_date', 130),
    textColumn('reference', 'pages_settlement.col.reference', 200, { filterable: true }),
    textColumn('counterpartyName', 'pages_settlement.col.counterparty_name', 240, {
      filterable: true,
    }),
    columnWith(enumColumn('matched', 'pages_settlement.col.matched', 'YES_NO', 110), {
      frozen: 'right',
    }),
  ],
  searchFields: [
    inputSearch('bankName', 'pages.col.bank_name'),
    inputSearch('accountNo', 'pages.col.account_no'),
    currencySearch,
    selectSearch('direction', 'pages_settlement.col.direction', 'BANK_FLOW_DIRECTION'),
    selectSearch('matched', 'pages_settlement.col.matched', 'YES_NO'),
    dateRangeSearch('valueDate', 'pages.col.value_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

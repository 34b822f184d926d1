import {
  columnWith,
  createdAtColumn,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  financeNoColumn,
  financeNoSearch,
  inputSearch,
  moneyColumn,
  selectSearch,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
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
    columnWith(textColumn('voucherNo', 'pages_settlement.col.voucher_no', 190), { frozen: 'left' }),
    enumColumn('voucherType', 'pages_settlement.col.voucher_type', 'VOUCHER_TYPE', 160),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    currencyColumn,
    columnWith(moneyColumn('debitAmount', 'pages_settlement.col.debit_amount', 170), {
      frozen: 'right',
    }),
    moneyColumn('creditAmount', 'pages_settlement.col.credit_amount', 170),
    dateColumn('postingDate', 'pages_settlement.col.posting_date', 130),
    statusColumn('VOUCHER_STATUS', 120),
    textColumn('description', 'pages.col.description', 260, {}),
    createdAtColumn,
  ],
  searchFields: [
    inputSearch('voucherNo', 'pages_settlement.col.voucher_no'),
    selectSearch('voucherType', 'pages_settlement.col.voucher_type', 'VOUCHER_TYPE'),
    financeNoSearch,
    currencySearch,
    statusSearch('VOUCHER_STATUS'),
    dateRangeSearch('postingDate', 'pages_settlement.col.posting_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  exportAction,
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
 * /payment/release-refund: money paid back to the company outside the financing itself: reserves
 * released once a financing is settled, overpayments and fees refunded.
 * Docs: docs/pages-finance.md.
 */
export const paymentReleaseRefundPage = {
  id: 'payment.releaseRefund',
  titleKey: 'route.payment.releaseRefund',
  routeId: 'paymentReleaseRefund',
  source: { endpoint: 'payment.releaseRefundList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('paymentNo', 'pages_finance.col.payment_no', 190), { frozen: 'left' }),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    enumColumn('type', 'pages.col.type', 'RELEASE_REFUND_TYPE', 170),
    textColumn('payerName', 'pages_finance.col.payer_name', 200),
    textColumn('bankName', 'pages.col.bank_name', 220, {}),
    textColumn('accountNo', 'pages.col.account_no', 180, { filterable: true }),
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages.col.amount', 180), { frozen: 'right' }),
    dateColumn('paymentDate', 'pages.col.payment_date', 140),
    statusColumn('PAYMENT_STATUS', 130),
    textColumn('remark', 'pages.col.remark', 260, {}),
  ],
  searchFields: [
    inputSearch('paymentNo', 'pages_finance.col.payment_no'),
    financeNoSearch,
    selectSearch('type', 'pages.col.type', 'RELEASE_REFUND_TYPE'),
    currencySearch,
    statusSearch('PAYMENT_STATUS'),
    dateRangeSearch('paymentDate', 'pages.col.payment_date'),
  ],
  actions: [exportAction('payment.release-refund')],
} as const satisfies PageDeclaration;

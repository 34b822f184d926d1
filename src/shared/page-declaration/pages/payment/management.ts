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
    columnWith(textColumn('paymentNo', 'pages_finance.col.payment_no', 190), { frozen: 'left' }),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    enumColumn('type', 'pages.col.type', 'PAYMENT_TYPE', 170),
    textColumn('payerName', 'pages_finance.col.payer_name', 240),
    textColumn('payeeName', 'pages_finance.col.payee_name', 240),
    textColumn('bankName', 'pages.col.bank_name', 220, {}),
    textColumn('accountNo', 'pages.col.account_no', 180, { filterable: true }),
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages.col.amount', 180), { frozen: 'right' }),
    dateColumn('paymentDate', 'pages.col.payment_date', 140),
    statusColumn('PAYMENT_STATUS', 130),
  ],
  searchFields: [
    inputSearch('paymentNo', 'pages_finance.col.payment_no'),
    financeNoSearch,
    selectSearch('type', 'pages.col.type', 'PAYMENT_TYPE'),
    currencySearch,
    statusSearch('PAYMENT_STATUS'),
    dateRangeSearch('paymentDate', 'pages.col.payment_date'),
  ],
  actions: [exportAction('payment.management')],
} as const satisfies PageDeclaration;

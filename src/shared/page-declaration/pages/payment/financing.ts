import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  exportAction,
  financeNoColumn,
  financeNoSearch,
  funderNameColumn,
  inputSearch,
  moneyColumn,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import { NON_FUNDER_ROLES } from '../../role-view';
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
    columnWith(textColumn('paymentNo', 'pages_finance.col.payment_no', 190), { frozen: 'left' }),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    // A funder's rows are the ones it funds: the column would name itself (docs/role-views.md).
    { ...funderNameColumn, companyRoles: NON_FUNDER_ROLES },
    textColumn('bankName', 'pages.col.bank_name', 220, {}),
    textColumn('accountNo', 'pages.col.account_no', 180, { filterable: true }),
    currencyColumn,
    moneyColumn('financedAmount', 'pages.col.financed_amount', 180),
    moneyColumn('feeAmount', 'pages.col.fee_amount', 160),
    columnWith(moneyColumn('amount', 'pages_finance.col.disbursed_amount', 180), {
      frozen: 'right',
    }),
    dateColumn('paymentDate', 'pages.col.payment_date', 140),
    statusColumn('PAYMENT_STATUS', 130),
  ],
  searchFields: [
    inputSearch('paymentNo', 'pages_finance.col.payment_no'),
    financeNoSearch,
    { ...inputSearch('funderName', 'pages.col.funder_name'), companyRoles: NON_FUNDER_ROLES },
    currencySearch,
    statusSearch('PAYMENT_STATUS'),
    dateRangeSearch('paymentDate', 'pages.col.payment_date'),
  ],
  actions: [exportAction('payment.financing')],
} as const satisfies PageDeclaration;

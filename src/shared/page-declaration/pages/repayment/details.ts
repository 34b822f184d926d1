import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  exportAction,
  financeNoColumn,
  financeNoSearch,
  inputSearch,
  moneyColumn,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
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
    columnWith(textColumn('repaymentNo', 'pages_settlement.col.repayment_no', 190), {
      frozen: 'left',
    }),
    columnWith(financeNoColumn, {
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    textColumn('payerName', 'pages_settlement.col.payer_name', 240),
    textColumn('bankName', 'pages.col.bank_name', 220, { filterable: true }),
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages_settlement.col.repayment_amount', 180), {
      frozen: 'right',
    }),
    moneyColumn('principalAmount', 'pages.col.principal_amount', 170),
    moneyColumn('interestAmount', 'pages.col.interest_amount', 160),
    dateColumn('valueDate', 'pages.col.value_date', 130),
    statusColumn('REPAYMENT_RECEIPT_STATUS', 150),
    textColumn('remark', 'pages.col.remark', 240, { hiddenByDefault: true }),
  ],
  searchFields: [
    inputSearch('repaymentNo', 'pages_settlement.col.repayment_no'),
    financeNoSearch,
    inputSearch('payerName', 'pages_settlement.col.payer_name'),
    currencySearch,
    statusSearch('REPAYMENT_RECEIPT_STATUS'),
    dateRangeSearch('valueDate', 'pages.col.value_date'),
  ],
  actions: [exportAction('repayment.details')],
} as const satisfies PageDeclaration;

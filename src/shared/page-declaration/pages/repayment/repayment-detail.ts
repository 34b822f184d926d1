import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  exportAction,
  financeNoColumn,
  financeNoSearch,
  moneyColumn,
  numberColumn,
  statusColumn,
  statusSearch,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /repayment/repaymentDetail: the repayment schedule, one line per instalment of a finance order
 * (what is due when, what has come in against it) (docs/pages-settlement.md).
 */
export const repaymentRepaymentDetailPage = {
  id: 'repayment.repaymentDetail',
  titleKey: 'route.repayment.repaymentDetail',
  routeId: 'repaymentRepaymentDetail',
  source: { endpoint: 'repayment.repaymentDetailList' },
  rowKey: 'id',
  columns: [
    columnWith(financeNoColumn, {
      frozen: 'left',
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    numberColumn('instalmentNo', 'pages_settlement.col.instalment_no', 110),
    buyerNameColumn,
    currencyColumn,
    columnWith(moneyColumn('principalDue', 'pages_settlement.col.principal_due', 170), {
      frozen: 'right',
    }),
    moneyColumn('interestDue', 'pages_settlement.col.interest_due', 160),
    moneyColumn('repaidAmount', 'pages_settlement.col.repaid_amount', 170),
    dateColumn('dueDate', 'pages.col.due_date', 130),
    dateColumn('repaymentDate', 'pages.col.repayment_date', 140),
    statusColumn('REPAYMENT_STATUS', 130),
  ],
  searchFields: [
    financeNoSearch,
    buyerNameSearch,
    currencySearch,
    statusSearch('REPAYMENT_STATUS'),
    dateRangeSearch('dueDate', 'pages.col.due_date'),
    dateRangeSearch('repaymentDate', 'pages.col.repayment_date'),
  ],
  actions: [exportAction('repayment.repaymentDetail')],
} as const satisfies PageDeclaration;

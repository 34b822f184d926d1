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
    {
      key: 'financeNo',
      titleKey: 'pages.col.finance_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'instalmentNo',
      titleKey: 'pages_settlement.col.instalment_no',
      type: { kind: 'number' },
      width: 110,
      sortable: true,
    },
    {
      key: 'buyerName',
      titleKey: 'pages.col.buyer_name',
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
      key: 'principalDue',
      titleKey: 'pages_settlement.col.principal_due',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'interestDue',
      titleKey: 'pages_settlement.col.interest_due',
      type: { kind: 'money', currencyField: 'currency' },
      width: 160,
      sortable: true,
      summable: true,
    },
    {
      key: 'repaidAmount',
      titleKey: 'pages_settlement.col.repaid_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'dueDate',
      titleKey: 'pages.col.due_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
    },
    {
      key: 'repaymentDate',
      titleKey: 'pages.col.repayment_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'REPAYMENT_STATUS' },
      width: 130,
      sortable: true,
      filterable: true,
    },
  ],
  searchFields: [
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'buyerName', labelKey: 'pages.col.buyer_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'REPAYMENT_STATUS',
    },
    { key: 'dueDate', labelKey: 'pages.col.due_date', control: 'dateRange' },
    { key: 'repaymentDate', labelKey: 'pages.col.repayment_date', control: 'dateRange' },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['repayment.repaymentDetail.export'],
    },
  ],
} as const satisfies PageDeclaration;

import type { PageDeclaration } from '../../types';

/**
 * /repayment/management: the financings still to be repaid (and the recently settled ones), with
 * what is outstanding, when the next instalment falls due and how late it is
 * (docs/pages-settlement.md).
 */
export const repaymentManagementPage = {
  id: 'repayment.management',
  titleKey: 'route.repayment.management',
  routeId: 'repaymentManagement',
  source: { endpoint: 'repayment.managementList' },
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
      key: 'buyerName',
      titleKey: 'pages.col.buyer_name',
      type: { kind: 'text' },
      width: 240,
      sortable: true,
      filterable: true,
    },
    {
      key: 'funderName',
      titleKey: 'pages.col.funder_name',
      type: { kind: 'text' },
      width: 200,
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
      key: 'financedAmount',
      titleKey: 'pages.col.financed_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'outstandingAmount',
      titleKey: 'pages.col.outstanding_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'valueDate',
      titleKey: 'pages.col.value_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
      hiddenByDefault: true,
    },
    {
      key: 'nextDueDate',
      titleKey: 'pages_settlement.col.next_due_date',
      type: { kind: 'date' },
      width: 140,
      sortable: true,
    },
    {
      key: 'daysOverdue',
      titleKey: 'pages_settlement.col.days_overdue',
      type: { kind: 'number' },
      width: 120,
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
    { key: 'funderName', labelKey: 'pages.col.funder_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'status',
      labelKey: 'pages.col.status',
      control: 'select',
      dictionary: 'REPAYMENT_STATUS',
    },
    { key: 'nextDueDate', labelKey: 'pages_settlement.col.next_due_date', control: 'dateRange' },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['repayment.management.export'],
    },
  ],
} as const satisfies PageDeclaration;

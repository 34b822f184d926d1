import type { PageDeclaration } from '../../types';

/**
 * /report/amortization: how each finance order's discount and fees are amortised month by month:
 * the total, this period's share, the amount amortised to date and what remains
 * (docs/pages-settlement.md).
 */
export const reportAmortizationPage = {
  id: 'report.amortization',
  titleKey: 'route.report.amortization',
  routeId: 'reportAmortization',
  source: { endpoint: 'report.amortizationList' },
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
      key: 'period',
      titleKey: 'pages.col.period',
      type: { kind: 'text' },
      width: 110,
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
      key: 'totalDiscount',
      titleKey: 'pages_settlement.col.total_discount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'amortisedThisPeriod',
      titleKey: 'pages_settlement.col.amortised_this_period',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'amortisedToDate',
      titleKey: 'pages_settlement.col.amortised_to_date',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'remainingAmount',
      titleKey: 'pages_settlement.col.remaining_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'periodEndDate',
      titleKey: 'pages_settlement.col.period_end_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
    },
  ],
  searchFields: [
    { key: 'financeNo', labelKey: 'pages.col.finance_no', control: 'input' },
    { key: 'buyerName', labelKey: 'pages.col.buyer_name', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    { key: 'period', labelKey: 'pages.col.period', control: 'input' },
    {
      key: 'periodEndDate',
      labelKey: 'pages_settlement.col.period_end_date',
      control: 'dateRange',
    },
  ],
  actions: [
    {
      id: 'export',
      labelKey: 'action.export',
      authorities: ['report.amortization.export'],
    },
  ],
} as const satisfies PageDeclaration;

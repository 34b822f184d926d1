import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  exportAction,
  inputSearch,
  moneyColumn,
  selectSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/** /confirmation/deduction-report: what buyers deducted from invoices, and why (docs/pages-trade.md). */
export const deductionReportPage = {
  id: 'confirmation.deductionReport',
  titleKey: 'route.confirmation.deductionReport',
  routeId: 'deductionReport',
  source: { endpoint: 'confirmation.deductionReportList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('deductionNo', 'pages_trade.col.deduction_no', 190), { frozen: 'left' }),
    columnWith(textColumn('invoiceNo', 'pages.col.invoice_no', 180), {
      link: { routeId: 'tradingInvoiceDetails', idField: 'invoiceId' },
    }),
    buyerNameColumn,
    currencyColumn,
    moneyColumn('invoiceAmount', 'pages.col.invoice_amount', 180),
    columnWith(moneyColumn('deductedAmount', 'pages_trade.col.deducted_amount', 180), {
      frozen: 'right',
    }),
    enumColumn('reasonType', 'pages_trade.col.deduction_reason', 'DEDUCTION_REASON_TYPE', 180),
    dateColumn('deductionDate', 'pages_trade.col.deduction_date', 140),
    textColumn('remark', 'pages.col.remark', 260, {}),
  ],
  searchFields: [
    inputSearch('deductionNo', 'pages_trade.col.deduction_no'),
    inputSearch('invoiceNo', 'pages.col.invoice_no'),
    buyerNameSearch,
    currencySearch,
    selectSearch('reasonType', 'pages_trade.col.deduction_reason', 'DEDUCTION_REASON_TYPE'),
    dateRangeSearch('deductionDate', 'pages_trade.col.deduction_date'),
  ],
  actions: [exportAction('confirmation.deduction-report')],
} as const satisfies PageDeclaration;

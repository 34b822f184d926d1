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
  openRowAction,
  selectSearch,
  textColumn,
} from '../../common-fields';
import { uploadAction } from '../../upload-action';
import type { PageDeclaration } from '../../types';

/** /confirmation/invoiceConfirmation: buyers' confirmations of invoices (docs/pages-trade.md). */
export const invoiceConfirmationPage = {
  id: 'confirmation.invoiceConfirmation',
  titleKey: 'route.confirmation.invoice',
  routeId: 'invoiceConfirmation',
  detailRouteId: 'invoiceConfirmationDetail',
  source: { endpoint: 'confirmation.invoiceConfirmationList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('confirmationNo', 'pages_trade.col.confirmation_no', 190), {
      frozen: 'left',
      link: { routeId: 'invoiceConfirmationDetail', idField: 'id' },
    }),
    columnWith(textColumn('invoiceNo', 'pages.col.invoice_no', 180), {
      link: { routeId: 'tradingInvoiceDetails', idField: 'invoiceId' },
    }),
    buyerNameColumn,
    textColumn('supplierName', 'pages.col.supplier_name', 240),
    currencyColumn,
    moneyColumn('invoiceAmount', 'pages.col.invoice_amount', 180),
    columnWith(moneyColumn('confirmedAmount', 'pages_trade.col.confirmed_amount', 180), {
      frozen: 'right',
    }),
    dateColumn('dueDate', 'pages.col.due_date', 140),
    dateColumn('confirmedDate', 'pages_trade.col.confirmed_date', 140),
    columnWith(
      enumColumn(
        'confirmationStatus',
        'pages_trade.col.confirmation_status',
        'INVOICE_CONFIRMATION_STATUS',
        170,
      ),
      { frozen: 'right' },
    ),
  ],
  searchFields: [
    inputSearch('confirmationNo', 'pages_trade.col.confirmation_no'),
    inputSearch('invoiceNo', 'pages.col.invoice_no'),
    buyerNameSearch,
    inputSearch('supplierName', 'pages.col.supplier_name'),
    currencySearch,
    selectSearch(
      'confirmationStatus',
      'pages_trade.col.confirmation_status',
      'INVOICE_CONFIRMATION_STATUS',
    ),
    dateRangeSearch('confirmedDate', 'pages_trade.col.confirmed_date'),
  ],
  actions: [
    openRowAction('view', 'confirmation.invoiceConfirmation', 'invoiceConfirmationDetail'),
    // Its route takes the id as ?id=, so the page's own handler opens it.
    uploadAction('confirmation.invoiceConfirmation', null, 'create'),
    exportAction('confirmation.invoiceConfirmation'),
  ],
} as const satisfies PageDeclaration;

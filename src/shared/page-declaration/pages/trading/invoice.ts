import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  createdAtColumn,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  deleteAction,
  exportAction,
  inputSearch,
  moneyColumn,
  openRowAction,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import { uploadAction } from '../../upload-action';
import { BUYING_ROLES, SELLING_ROLES } from '../../role-view';
import type { PageDeclaration } from '../../types';

/** /trading/invoice: the supplier's invoices to its buyers (docs/pages-trade.md). */
export const tradingInvoicePage = {
  id: 'trading.invoice',
  titleKey: 'route.trading.invoice',
  routeId: 'tradingInvoice',
  detailRouteId: 'tradingInvoiceDetails',
  source: { endpoint: 'trading.invoiceList' },
  rowKey: 'id',
  record: {
    nounKey: 'search_list.noun.invoice',
    numberField: 'invoiceNo',
    amountField: 'invoiceAmount',
  },
  columns: [
    columnWith(textColumn('invoiceNo', 'pages.col.invoice_no', 180), {
      frozen: 'left',
      link: { routeId: 'tradingInvoiceDetails', idField: 'id' },
    }),
    columnWith(textColumn('poNo', 'pages.col.po_no', 180), {
      link: { routeId: 'tradingPurchaseDetails', idField: 'poId' },
    }),
    // A seller's list names the buyer, a buyer's the supplier (docs/role-views.md).
    { ...buyerNameColumn, companyRoles: SELLING_ROLES },
    { ...textColumn('supplierName', 'pages.col.supplier_name', 240), companyRoles: BUYING_ROLES },
    currencyColumn,
    columnWith(moneyColumn('invoiceAmount', 'pages.col.invoice_amount', 180), { frozen: 'right' }),
    moneyColumn('outstandingAmount', 'pages.col.outstanding_amount', 180),
    dateColumn('issueDate', 'pages.col.issue_date', 140),
    dateColumn('dueDate', 'pages.col.due_date', 140),
    statusColumn('INVOICE_STATUS', 130),
    textColumn('remark', 'pages.col.remark', 220, { hiddenByDefault: true }),
    createdAtColumn,
  ],
  searchFields: [
    inputSearch('invoiceNo', 'pages.col.invoice_no'),
    inputSearch('poNo', 'pages.col.po_no'),
    { ...buyerNameSearch, companyRoles: SELLING_ROLES },
    { ...inputSearch('supplierName', 'pages.col.supplier_name'), companyRoles: BUYING_ROLES },
    currencySearch,
    statusSearch('INVOICE_STATUS'),
    dateRangeSearch('issueDate', 'pages.col.issue_date'),
    dateRangeSearch('dueDate', 'pages.col.due_date'),
  ],
  actions: [
    openRowAction('edit', 'trading.invoice', 'tradingInvoiceEdit'),
    openRowAction('view', 'trading.invoice', 'tradingInvoiceDetails'),
    uploadAction('trading.invoice', 'tradingInvoiceUpload'),
    deleteAction('trading.invoice'),
    exportAction('trading.invoice'),
  ],
} as const satisfies PageDeclaration;

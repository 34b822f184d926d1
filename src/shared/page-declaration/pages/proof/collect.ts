import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  inputSearch,
  moneyColumn,
  selectSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /proof/collect: collections received against invoices and how much of each has been allocated
 * to finance orders. The node grants no action (docs/pages-settlement.md).
 */
export const proofCollectPage = {
  id: 'proof.collect',
  titleKey: 'route.proof.collect',
  routeId: 'proofCollect',
  source: { endpoint: 'proof.collectList' },
  rowKey: 'id',
  columns: [
    columnWith(textColumn('collectionNo', 'pages_settlement.col.collection_no', 190), {
      frozen: 'left',
    }),
    textColumn('payerName', 'pages_settlement.col.payer_name', 240),
    columnWith(textColumn('invoiceNo', 'pages.col.invoice_no', 170), {
      link: { routeId: 'tradingInvoiceDetails', idField: 'invoiceId' },
    }),
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages_settlement.col.collected_amount', 180), {
      frozen: 'right',
    }),
    moneyColumn('allocatedAmount', 'pages_settlement.col.allocated_amount', 180),
    dateColumn('collectedDate', 'pages_settlement.col.collected_date', 130),
    columnWith(
      enumColumn(
        'allocationStatus',
        'pages_settlement.col.allocation_status',
        'COLLECTION_ALLOCATION_STATUS',
        150,
      ),
      { frozen: 'right' },
    ),
    textColumn('remark', 'pages.col.remark', 240, { hiddenByDefault: true }),
  ],
  searchFields: [
    inputSearch('collectionNo', 'pages_settlement.col.collection_no'),
    inputSearch('payerName', 'pages_settlement.col.payer_name'),
    inputSearch('invoiceNo', 'pages.col.invoice_no'),
    currencySearch,
    selectSearch(
      'allocationStatus',
      'pages_settlement.col.allocation_status',
      'COLLECTION_ALLOCATION_STATUS',
    ),
    dateRangeSearch('collectedDate', 'pages_settlement.col.collected_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

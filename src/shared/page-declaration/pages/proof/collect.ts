import {
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
    textColumn('collectionNo', 'pages_settlement.col.collection_no', 190),
    textColumn('payerName', 'pages_settlement.col.payer_name', 240),
    textColumn('invoiceNo', 'pages.col.invoice_no', 170),
    currencyColumn,
    moneyColumn('amount', 'pages_settlement.col.collected_amount', 180),
    moneyColumn('allocatedAmount', 'pages_settlement.col.allocated_amount', 180),
    dateColumn('collectedDate', 'pages_settlement.col.collected_date', 130),
    enumColumn(
      'allocationStatus',
      'pages_settlement.col.allocation_status',
      'COLLECTION_ALLOCATION_STATUS',
      150,
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

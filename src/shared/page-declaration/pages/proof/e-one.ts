import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateTimeColumn,
  enumColumn,
  inputSearch,
  moneyColumn,
  selectSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /proof/e_one: postings sent to the E1 (ERP) interface, in batches, and whether E1 accepted
 * them. The node grants no action (docs/pages-settlement.md).
 */
export const proofEOnePage = {
  id: 'proof.eOne',
  titleKey: 'route.proof.eOne',
  routeId: 'proofEOne',
  source: { endpoint: 'proof.eOneList' },
  rowKey: 'id',
  columns: [
    textColumn('batchNo', 'pages_settlement.col.batch_no', 170),
    columnWith(textColumn('documentNo', 'pages_settlement.col.document_no', 190), {
      frozen: 'left',
    }),
    enumColumn('postingType', 'pages_settlement.col.posting_type', 'E1_POSTING_TYPE', 160),
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages.col.amount', 170), { frozen: 'right' }),
    dateTimeColumn('postedAt', 'pages_settlement.col.posted_at', 200),
    columnWith(
      enumColumn('syncStatus', 'pages_settlement.col.sync_status', 'E1_SYNC_STATUS', 130),
      { frozen: 'right' },
    ),
    textColumn('message', 'pages_settlement.col.message', 300, {}),
  ],
  searchFields: [
    inputSearch('batchNo', 'pages_settlement.col.batch_no'),
    inputSearch('documentNo', 'pages_settlement.col.document_no'),
    selectSearch('postingType', 'pages_settlement.col.posting_type', 'E1_POSTING_TYPE'),
    currencySearch,
    selectSearch('syncStatus', 'pages_settlement.col.sync_status', 'E1_SYNC_STATUS'),
  ],
  actions: [],
} as const satisfies PageDeclaration;

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
    {
      key: 'batchNo',
      titleKey: 'pages_settlement.col.batch_no',
      type: { kind: 'text' },
      width: 170,
      sortable: true,
      filterable: true,
    },
    {
      key: 'documentNo',
      titleKey: 'pages_settlement.col.document_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'postingType',
      titleKey: 'pages_settlement.col.posting_type',
      type: { kind: 'enum', dictionary: 'E1_POSTING_TYPE' },
      width: 160,
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
      key: 'amount',
      titleKey: 'pages.col.amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 170,
      sortable: true,
      summable: true,
    },
    {
      key: 'postedAt',
      titleKey: 'pages_settlement.col.posted_at',
      type: { kind: 'datetime' },
      width: 200,
      sortable: true,
    },
    {
      key: 'syncStatus',
      titleKey: 'pages_settlement.col.sync_status',
      type: { kind: 'enum', dictionary: 'E1_SYNC_STATUS' },
      width: 130,
      sortable: true,
      filterable: true,
    },
    {
      key: 'message',
      titleKey: 'pages_settlement.col.message',
      type: { kind: 'text' },
      width: 300,
    },
  ],
  searchFields: [
    { key: 'batchNo', labelKey: 'pages_settlement.col.batch_no', control: 'input' },
    { key: 'documentNo', labelKey: 'pages_settlement.col.document_no', control: 'input' },
    {
      key: 'postingType',
      labelKey: 'pages_settlement.col.posting_type',
      control: 'select',
      dictionary: 'E1_POSTING_TYPE',
    },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'syncStatus',
      labelKey: 'pages_settlement.col.sync_status',
      control: 'select',
      dictionary: 'E1_SYNC_STATUS',
    },
  ],
  actions: [],
} as const satisfies PageDeclaration;

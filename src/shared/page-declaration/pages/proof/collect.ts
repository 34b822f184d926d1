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
    {
      key: 'collectionNo',
      titleKey: 'pages_settlement.col.collection_no',
      type: { kind: 'text' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'payerName',
      titleKey: 'pages_settlement.col.payer_name',
      type: { kind: 'text' },
      width: 240,
      sortable: true,
      filterable: true,
    },
    {
      key: 'invoiceNo',
      titleKey: 'pages.col.invoice_no',
      type: { kind: 'text' },
      width: 170,
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
      titleKey: 'pages_settlement.col.collected_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'allocatedAmount',
      titleKey: 'pages_settlement.col.allocated_amount',
      type: { kind: 'money', currencyField: 'currency' },
      width: 180,
      sortable: true,
      summable: true,
    },
    {
      key: 'collectedDate',
      titleKey: 'pages_settlement.col.collected_date',
      type: { kind: 'date' },
      width: 130,
      sortable: true,
    },
    {
      key: 'allocationStatus',
      titleKey: 'pages_settlement.col.allocation_status',
      type: { kind: 'enum', dictionary: 'COLLECTION_ALLOCATION_STATUS' },
      width: 150,
      sortable: true,
      filterable: true,
    },
    {
      key: 'remark',
      titleKey: 'pages.col.remark',
      type: { kind: 'text' },
      width: 240,
      hiddenByDefault: true,
    },
  ],
  searchFields: [
    { key: 'collectionNo', labelKey: 'pages_settlement.col.collection_no', control: 'input' },
    { key: 'payerName', labelKey: 'pages_settlement.col.payer_name', control: 'input' },
    { key: 'invoiceNo', labelKey: 'pages.col.invoice_no', control: 'input' },
    { key: 'currency', labelKey: 'pages.col.currency', control: 'select', dictionary: 'CURRENCY' },
    {
      key: 'allocationStatus',
      labelKey: 'pages_settlement.col.allocation_status',
      control: 'select',
      dictionary: 'COLLECTION_ALLOCATION_STATUS',
    },
    {
      key: 'collectedDate',
      labelKey: 'pages_settlement.col.collected_date',
      control: 'dateRange',
    },
  ],
  actions: [],
} as const satisfies PageDeclaration;

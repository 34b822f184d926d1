import type { PageDeclaration } from '../../types';

/**
 * /proof/templet: the voucher templates that turn a business event into a voucher; the node
 * grants `view`, which opens a template's detail (docs/pages-settlement.md).
 */
export const proofTempletPage = {
  id: 'proof.templet',
  titleKey: 'route.proof.templet',
  routeId: 'proofTemplet',
  detailRouteId: 'proofTempletDetail',
  source: { endpoint: 'proof.templetList' },
  rowKey: 'id',
  columns: [
    {
      key: 'templateCode',
      titleKey: 'pages_settlement.col.template_code',
      type: { kind: 'text' },
      width: 170,
      sortable: true,
      filterable: true,
    },
    {
      key: 'templateName',
      titleKey: 'pages_settlement.col.template_name',
      type: { kind: 'text' },
      width: 240,
      sortable: true,
      filterable: true,
    },
    {
      key: 'voucherType',
      titleKey: 'pages_settlement.col.voucher_type',
      type: { kind: 'enum', dictionary: 'VOUCHER_TYPE' },
      width: 160,
      sortable: true,
      filterable: true,
    },
    {
      key: 'businessEvent',
      titleKey: 'pages_settlement.col.business_event',
      type: { kind: 'enum', dictionary: 'ACCOUNTING_EVENT' },
      width: 190,
      sortable: true,
      filterable: true,
    },
    {
      key: 'status',
      titleKey: 'pages.col.status',
      type: { kind: 'enum', dictionary: 'ENABLE_STATUS' },
      width: 120,
      sortable: true,
      filterable: true,
    },
    {
      key: 'description',
      titleKey: 'pages.col.description',
      type: { kind: 'text' },
      width: 280,
    },
    {
      key: 'updatedAt',
      titleKey: 'pages.col.updated_at',
      type: { kind: 'datetime' },
      width: 200,
      sortable: true,
    },
  ],
  searchFields: [
    { key: 'templateCode', labelKey: 'pages_settlement.col.template_code', control: 'input' },
    { key: 'templateName', labelKey: 'pages_settlement.col.template_name', control: 'input' },
    {
      key: 'voucherType',
      labelKey: 'pages_settlement.col.voucher_type',
      control: 'select',
      dictionary: 'VOUCHER_TYPE',
    },
    {
      key: 'businessEvent',
      labelKey: 'pages_settlement.col.business_event',
      control: 'select',
      dictionary: 'ACCOUNTING_EVENT',
    },
    { key: 'status', labelKey: 'pages.col.status', control: 'select', dictionary: 'ENABLE_STATUS' },
  ],
  actions: [
    {
      id: 'view',
      labelKey: 'action.view',
      authorities: ['proof.templet.view'],
      needsSelection: true,
      opensRoute: 'proofTempletDetail',
    },
  ],
} as const satisfies PageDeclaration;

import {
  columnWith,
  dateTimeColumn,
  enumColumn,
  inputSearch,
  openRowAction,
  selectSearch,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
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
    columnWith(textColumn('templateCode', 'pages_settlement.col.template_code', 170), {
      frozen: 'left',
      link: { routeId: 'proofTempletDetail', idField: 'id' },
    }),
    textColumn('templateName', 'pages_settlement.col.template_name', 240),
    enumColumn('voucherType', 'pages_settlement.col.voucher_type', 'VOUCHER_TYPE', 160),
    enumColumn('businessEvent', 'pages_settlement.col.business_event', 'ACCOUNTING_EVENT', 190),
    statusColumn('ENABLE_STATUS', 120),
    textColumn('description', 'pages.col.description', 280, {}),
    dateTimeColumn('updatedAt', 'pages.col.updated_at', 200),
  ],
  searchFields: [
    inputSearch('templateCode', 'pages_settlement.col.template_code'),
    inputSearch('templateName', 'pages_settlement.col.template_name'),
    selectSearch('voucherType', 'pages_settlement.col.voucher_type', 'VOUCHER_TYPE'),
    selectSearch('businessEvent', 'pages_settlement.col.business_event', 'ACCOUNTING_EVENT'),
    statusSearch('ENABLE_STATUS'),
  ],
  actions: [openRowAction('view', 'proof.templet', 'proofTempletDetail')],
} as const satisfies PageDeclaration;

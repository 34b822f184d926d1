import type { RecordFormMode } from '../../../src/api/endpoints/pages/record-form';
import type { FormConfig } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';
import { moneyValue as money, textValue as text } from './form-values';
import { configField } from './config-field';
import type { RecordData, RecordForm } from './record-form';

/**
 * The purchase-order form (/trading/purchase/add, edit, draft, update). An update (the order is
 * financed) may change only its due date and remark: the financed amount was lent against the
 * rest.
 */
function purchaseConfig(language: Language, mode: RecordFormMode): FormConfig {
  const zh = language === 'zh-CN';
  const field = configField(language);
  const locked = { editable: mode !== 'update' };
  return [
    {
      type: 'group',
      label: zh ? '采购订单' : 'Purchase order',
      children: [
        field('input', 'poNo', 'PO number', '采购订单号', 1, locked),
        field('input', 'buyerName', 'Buyer', '买方', 2, locked),
        field('select', 'currency', 'Currency', '币种', 3, { ...locked, dictName: 'CURRENCY' }),
        field('input-money', 'amount', 'PO amount', '订单金额', 4, {
          ...locked,
          currency: 'currency',
          rules: ['amount'],
        }),
      ],
    },
    {
      type: 'group',
      label: zh ? '日期与备注' : 'Dates and remark',
      children: [
        field('date', 'issueDate', 'Issue date', '开立日期', 1, locked),
        field('date', 'dueDate', 'Due date', '到期日', 2),
        field('input', 'remark', 'Remark', '备注', 3, { require: '0' }),
      ],
    },
  ];
}

export const purchaseForm: RecordForm = {
  pageId: 'trading.purchase',
  idPrefix: 'PO',
  config: purchaseConfig,
  // A submitted order may be edited until it is financed; a financed one only updated.
  editableStatuses: {
    edit: ['DRAFT', 'OPEN'],
    draft: ['DRAFT'],
    update: ['FINANCED', 'OVERDUE'],
  },
  unique: ['poNo'],
  toRecord: (values, { id, draft, now, existing }): RecordData => ({
    id,
    poNo: text(values, 'poNo'),
    buyerName: text(values, 'buyerName'),
    currency: text(values, 'currency'),
    amount: money(values, 'amount'),
    financedAmount: existing?.financedAmount ?? '0.00',
    issueDate: text(values, 'issueDate'),
    dueDate: text(values, 'dueDate'),
    remark: text(values, 'remark'),
    status:
      existing && !['DRAFT', 'OPEN'].includes(String(existing.status))
        ? (existing.status ?? null)
        : draft
          ? 'DRAFT'
          : 'OPEN',
    createdAt: existing?.createdAt ?? now,
  }),
};

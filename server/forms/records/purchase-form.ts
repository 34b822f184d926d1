import type { RecordFormMode } from '../../../src/api/endpoints/pages/record-form';
import type { FormConfig } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';
import { moneyValue as money, textValue as text } from './form-values';
import type { RecordData, RecordForm } from './record-form';

/**
 * The purchase-order form (/trading/purchase/add, edit, draft, update). An update (the order is
 * financed) may change only its due date and remark: the financed amount was lent against the
 * rest.
 */
function purchaseConfig(language: Language, mode: RecordFormMode): FormConfig {
  const zh = language === 'zh-CN';
  const locked = mode === 'update';
  return [
    {
      type: 'group',
      label: zh ? '采购订单' : 'Purchase order',
      children: [
        {
          type: 'input',
          name: 'poNo',
          label: zh ? '采购订单号' : 'PO number',
          require: '1',
          orderBy: 1,
          editable: !locked,
          rules: [],
        },
        {
          type: 'input',
          name: 'buyerName',
          label: zh ? '买方' : 'Buyer',
          require: '1',
          orderBy: 2,
          editable: !locked,
          rules: [],
        },
        {
          type: 'select',
          name: 'currency',
          label: zh ? '币种' : 'Currency',
          require: '1',
          dictName: 'CURRENCY',
          orderBy: 3,
          editable: !locked,
          rules: [],
        },
        {
          type: 'input-money',
          name: 'amount',
          label: zh ? '订单金额' : 'PO amount',
          require: '1',
          currency: 'currency',
          orderBy: 4,
          editable: !locked,
          rules: ['amount'],
        },
      ],
    },
    {
      type: 'group',
      label: zh ? '日期与备注' : 'Dates and remark',
      children: [
        {
          type: 'date',
          name: 'issueDate',
          label: zh ? '开立日期' : 'Issue date',
          require: '1',
          orderBy: 1,
          editable: !locked,
          rules: [],
        },
        {
          type: 'date',
          name: 'dueDate',
          label: zh ? '到期日' : 'Due date',
          require: '1',
          orderBy: 2,
          editable: true,
          rules: [],
        },
        {
          type: 'input',
          name: 'remark',
          label: zh ? '备注' : 'Remark',
          require: '0',
          orderBy: 3,
          editable: true,
          rules: [],
        },
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

import type { RecordFormMode } from '../../../src/api/endpoints/pages/record-form';
import type { FormConfig } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';
import { configField } from './config-field';
import { moneyValue, textValue } from './form-values';
import type { RecordData, RecordForm } from './record-form';
import {
  billedOrderNumbers,
  invoiceProblems,
} from '../../../src/shared/validation/rules/record/trading-rules';
import { buyerProblems } from './record-checks';

/**
 * The invoice form (/trading/invoice/add and /:id/edit). A submitted invoice awaits the buyer's
 * confirmation and may be corrected until then; a confirmed one is the buyer's word and stays.
 */
function invoiceConfig(language: Language, _mode: RecordFormMode): FormConfig {
  const zh = language === 'zh-CN';
  const field = configField(language);
  return [
    {
      type: 'group',
      label: zh ? '发票' : 'Invoice',
      children: [
        field('input', 'invoiceNo', 'Invoice number', '发票号', 1),
        field('input', 'poNo', 'PO number', '采购订单号', 2, { require: '0' }),
        field('input', 'buyerName', 'Buyer', '买方', 3),
        field('select', 'currency', 'Currency', '币种', 4, { dictName: 'CURRENCY' }),
        field('input-money', 'invoiceAmount', 'Invoice amount', '发票金额', 5, {
          currency: 'currency',
          rules: ['amount'],
        }),
      ],
    },
    {
      type: 'group',
      label: zh ? '日期与备注' : 'Dates and remark',
      children: [
        field('date', 'issueDate', 'Issue date', '开立日期', 1),
        field('date', 'dueDate', 'Due date', '到期日', 2),
        field('input', 'remark', 'Remark', '备注', 3, { require: '0' }),
      ],
    },
  ];
}

export const invoiceForm: RecordForm = {
  pageId: 'trading.invoice',
  idPrefix: 'INV',
  config: invoiceConfig,
  editableStatuses: { edit: ['SUBMITTED'], draft: ['DRAFT'], update: [] },
  unique: ['invoiceNo'],
  checks: async (values, context, lookup) => [
    ...invoiceProblems(values, context, await lookup.orders(billedOrderNumbers(values))),
    ...(await buyerProblems(values, lookup)),
  ],
  toRecord: (values, { id, draft, now, existing }): RecordData => {
    const invoiceAmount = moneyValue(values, 'invoiceAmount');
    return {
      id,
      invoiceNo: textValue(values, 'invoiceNo'),
      poNo: textValue(values, 'poNo'),
      buyerName: textValue(values, 'buyerName'),
      currency: textValue(values, 'currency'),
      invoiceAmount,
      // Nothing is paid before the buyer has confirmed the invoice.
      outstandingAmount: invoiceAmount,
      issueDate: textValue(values, 'issueDate'),
      dueDate: textValue(values, 'dueDate'),
      status: draft ? 'DRAFT' : 'SUBMITTED',
      remark: textValue(values, 'remark'),
      createdAt: existing?.createdAt ?? now,
    };
  },
};

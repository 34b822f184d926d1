import type { RecordFormMode } from '../../../src/api/endpoints/pages/record-form';
import type { FormConfig } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';
import { tableRowsOf } from '../../../src/shared/form-config/table-rows';
import { moneyValue as money, textValue as text } from './form-values';
import { configField } from './config-field';
import type { FormValues, RecordData, RecordForm } from './record-form';
import { purchaseOrderProblems } from '../../../src/shared/validation/rules/record/trading-rules';
import { buyerProblems } from './record-checks';

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
        field('select', 'settlementCurrency', 'Settlement currency', '结算币种', 5, {
          ...locked,
          dictName: 'CURRENCY',
          require: '0',
        }),
        // The portal draws the pair (order currency → settlement currency) on `fromRate`.
        field('input', 'fromRate', 'Exchange rate', '汇率', 6, { ...locked, require: '0' }),
        field('input', 'toRate', 'Exchange rate (settlement)', '汇率（结算）', 7, {
          ...locked,
          require: '2',
        }),
      ],
    },
    {
      type: 'table',
      name: 'lines',
      label: zh ? '订单行' : 'Order lines',
      children: [
        field('input', 'description', 'Goods or service', '货物或服务', 1, locked),
        field('input-number', 'quantity', 'Quantity', '数量', 2, {
          ...locked,
          rules: ['positiveInteger'],
        }),
        field('input-money', 'unitPrice', 'Unit price', '单价', 3, {
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

/** A rate the user typed, as text; anything that is not a positive number is no rate. */
function rate(values: FormValues, name: string): string | null {
  const typed = text(values, name);
  return typed !== null && Number(typed) > 0 ? typed : null;
}

/**
 * The settlement currency and the exchange-rate pair (spec 001 §4): none without a settlement
 * currency, 1 and 1 when it is the order's own, else the rates as typed.
 */
function ratePair(values: FormValues) {
  const settlementCurrency = text(values, 'settlementCurrency');
  if (settlementCurrency === null) return { settlementCurrency, fromRate: null, toRate: null };
  if (settlementCurrency === text(values, 'currency')) {
    return { settlementCurrency, fromRate: '1', toRate: '1' };
  }
  return { settlementCurrency, fromRate: rate(values, 'fromRate'), toRate: rate(values, 'toRate') };
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
  checks: async (values, context, lookup) => [
    ...purchaseOrderProblems(values, context),
    ...(await buyerProblems(values, lookup)),
  ],
  // One side of the pair alone means nothing; the rates are set in the form.
  notImported: ['fromRate', 'toRate'],
  toRecord: (values, { id, draft, now, existing }): RecordData => ({
    id,
    poNo: text(values, 'poNo'),
    buyerName: text(values, 'buyerName'),
    currency: text(values, 'currency'),
    amount: money(values, 'amount'),
    ...ratePair(values),
    lines: tableRowsOf(values.lines),
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

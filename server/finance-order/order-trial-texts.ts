import type { Language } from '../../src/shared/constants';
import type { TrialRefusal } from '../../src/shared/finance-order/trial-types';

type Texts = Readonly<Record<Language, string>>;

/** Why the binding trial refused the application, as the refusal's `{reason}` says it. */
const REASONS: Readonly<Record<TrialRefusal['reason'], Texts>> = {
  noReceivables: { 'en-US': 'choose at least one receivable', 'zh-CN': '请至少选择一笔应收' },
  currencyMismatch: {
    'en-US': 'every receivable must be in the product’s currency',
    'zh-CN': '所有应收必须与产品币种一致',
  },
  amountNotPositive: { 'en-US': 'the amount must be above zero', 'zh-CN': '金额必须大于零' },
  amountAboveMax: {
    'en-US': 'at most {max} can be financed against these receivables',
    'zh-CN': '这些应收最多可融资 {max}',
  },
  amountPrecision: {
    'en-US': 'the currency takes at most {decimals} decimals',
    'zh-CN': '该币种最多 {decimals} 位小数',
  },
  dueBeforeValue: {
    'en-US': 'the due date must be after the value date {valueDate}',
    'zh-CN': '到期日必须晚于起息日 {valueDate}',
  },
  tenorOutOfRange: {
    'en-US': 'the product finances from {min} to {max} days',
    'zh-CN': '该产品的融资期限为 {min} 至 {max} 天',
  },
  baseRateMissing: {
    'en-US': 'no published {type} base rate to price the order',
    'zh-CN': '没有可用的 {type} 基准利率',
  },
};

/** The refusal's reason in `lang`, its parameters filled in. */
export function trialReasonText(refusal: TrialRefusal, lang: Language): string {
  const params = refusal.params ?? {};
  return REASONS[refusal.reason][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

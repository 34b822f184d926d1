import type { Language } from '../../src/shared/constants';
import type { IntentionState } from '../../src/shared/org-info/intention-lifecycle';
import type { IntentionProblem } from '../../src/shared/org-info/intention-rules';
import {
  FIXED_RATE_MAX,
  SPREAD_MAX,
  TENOR_DAYS,
  VALIDITY_MAX_DAYS,
} from '../../src/shared/org-info/intention-rules';

type Texts = Readonly<Record<Language, string>>;

/**
 * The server's words for the refusals of financing intentions, in the request's language. They
 * travel in the validation envelope's `data.fields` (the form marks the field with them) and in
 * the message; the client's own texts for the same checks are `org_info.problem.*`.
 */
export const PROBLEM_TEXTS: Readonly<Record<IntentionProblem, Texts>> = {
  required: { 'en-US': 'required', 'zh-CN': '必填' },
  notANumber: { 'en-US': 'not a number', 'zh-CN': '不是有效数字' },
  notPositive: { 'en-US': 'must be greater than 0', 'zh-CN': '必须大于 0' },
  precision: {
    'en-US': 'more decimals than the currency has (JPY none, others 2)',
    'zh-CN': '小数位超过币种允许的位数（日元无小数，其他 2 位）',
  },
  tooLarge: { 'en-US': 'at most 11 digits before the point', 'zh-CN': '整数部分最多 11 位' },
  tenorRange: {
    'en-US': `a whole number of days from ${TENOR_DAYS.min} to ${TENOR_DAYS.max}`,
    'zh-CN': `须为 ${TENOR_DAYS.min} 到 ${TENOR_DAYS.max} 之间的整数天数`,
  },
  rateRange: {
    'en-US': `above 0 and at most ${FIXED_RATE_MAX}% a year`,
    'zh-CN': `须大于 0 且不超过年化 ${FIXED_RATE_MAX}%`,
  },
  spreadRange: {
    'en-US': `from 0 to ${SPREAD_MAX}% a year`,
    'zh-CN': `须在年化 0 到 ${SPREAD_MAX}% 之间`,
  },
  rateDecimals: { 'en-US': 'at most 2 decimals', 'zh-CN': '最多 2 位小数' },
  dateInvalid: { 'en-US': 'not a real date', 'zh-CN': '不是有效日期' },
  dateInPast: { 'en-US': 'must be today or later', 'zh-CN': '不能早于今天' },
  dateTooFar: {
    'en-US': `at most ${VALIDITY_MAX_DAYS} days from today`,
    'zh-CN': `最多为今天起 ${VALIDITY_MAX_DAYS} 天内`,
  },
};

export const OTHER_TEXTS = {
  unknownBuyer: {
    'en-US': 'no buyer company {code} on the platform',
    'zh-CN': '平台上没有买方企业 {code}',
  },
  ownCompany: {
    'en-US': 'your own company cannot be the buyer',
    'zh-CN': '不能选择本企业作为买方',
  },
  unknownProduct: {
    'en-US': 'no financing product {id} offered by a funder',
    'zh-CN': '没有由资金方提供的融资产品 {id}',
  },
  unknownIntention: {
    'en-US': 'no financing intention {id} that you may see',
    'zh-CN': '没有您可查看的融资意向 {id}',
  },
  wrongParty: {
    'en-US': 'intention {id}: your company may not {action} it',
    'zh-CN': '意向 {id}：贵企业不能{action}',
  },
  wrongState: {
    'en-US': 'intention {id} is {state}: it cannot be {actionDone} now',
    'zh-CN': '意向 {id} 的状态为{state}，现在不能{action}',
  },
  priceExpired: {
    'en-US':
      'intention {id}: the price was valid until {validUntil} and has expired; ask for a new price',
    'zh-CN': '意向 {id}：报价有效期至 {validUntil}，已过期，请重新询价',
  },
} as const satisfies Record<string, Texts>;

export const STATE_NAMES: Readonly<Record<IntentionState, Texts>> = {
  PENDING_PRICING: { 'en-US': 'awaiting a price', 'zh-CN': '待报价' },
  PRICED: { 'en-US': 'priced', 'zh-CN': '已报价' },
  ACCEPTED: { 'en-US': 'accepted', 'zh-CN': '已接受' },
  REJECTED: { 'en-US': 'rejected', 'zh-CN': '已拒绝' },
  APPLIED: { 'en-US': 'used for a finance order', 'zh-CN': '已用于融资申请' },
};

export const ACTION_NAMES = {
  edit: { 'en-US': ['edit', 'edited'], 'zh-CN': ['修改', '修改'] },
  price: { 'en-US': ['price', 'priced'], 'zh-CN': ['报价', '报价'] },
  accept: { 'en-US': ['accept', 'accepted'], 'zh-CN': ['接受报价', '接受报价'] },
  reject: { 'en-US': ['reject', 'rejected'], 'zh-CN': ['拒绝报价', '拒绝报价'] },
  apply: {
    'en-US': ['apply for financing with', 'used for an application'],
    'zh-CN': ['据此申请融资', '据此申请融资'],
  },
  create: { 'en-US': ['create', 'created'], 'zh-CN': ['新增', '新增'] },
} as const;

export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import type {
  FinanceOrderAction,
  FinanceOrderStatus,
  StepRefusal,
} from '../../src/shared/finance-order/lifecycle';
import { BusinessError } from '../http/business-error';
import { detailText, type DetailId, type MessageVars } from '../http/messages';

/** Status names as the FINANCE_ORDER_STATUS dictionary words them (the refusals name the status). */
const STATUS_NAMES: Readonly<Record<FinanceOrderStatus, Readonly<Record<Language, string>>>> = {
  DRAFT: { 'en-US': 'Draft', 'zh-CN': '草稿' },
  PENDING_APPROVAL: { 'en-US': 'Pending approval', 'zh-CN': '审批中' },
  RETURNED: { 'en-US': 'Returned for changes', 'zh-CN': '已退回' },
  PENDING_RIGHTS_CONFIRMATION: { 'en-US': 'Awaiting rights confirmation', 'zh-CN': '待确权' },
  APPROVED: { 'en-US': 'Approved', 'zh-CN': '已批准' },
  DISBURSED: { 'en-US': 'Disbursed', 'zh-CN': '已放款' },
  OVERDUE: { 'en-US': 'Overdue', 'zh-CN': '已逾期' },
  REPAID: { 'en-US': 'Repaid', 'zh-CN': '已还清' },
  REJECTED: { 'en-US': 'Rejected', 'zh-CN': '已拒绝' },
  REVOKED: { 'en-US': 'Revoked', 'zh-CN': '已撤销' },
  ARP_REQUESTED: { 'en-US': 'ARP requested', 'zh-CN': '买断申请中' },
  CONVERTED_TO_ARP: { 'en-US': 'Converted to ARP', 'zh-CN': '已买断' },
};

const ACTION_NAMES: Readonly<Record<FinanceOrderAction, Readonly<Record<Language, string>>>> = {
  saveDraft: { 'en-US': 'save as draft', 'zh-CN': '保存草稿' },
  submit: { 'en-US': 'submit', 'zh-CN': '提交' },
  update: { 'en-US': 'update', 'zh-CN': '修改' },
  pass: { 'en-US': 'pass', 'zh-CN': '通过' },
  deny: { 'en-US': 'deny', 'zh-CN': '退回' },
  refuse: { 'en-US': 'reject', 'zh-CN': '拒绝' },
  confirmRights: { 'en-US': 'confirm rights', 'zh-CN': '确权' },
  disburse: { 'en-US': 'disburse', 'zh-CN': '放款' },
  repay: { 'en-US': 'record repayment', 'zh-CN': '登记还款' },
  markOverdue: { 'en-US': 'mark overdue', 'zh-CN': '标记逾期' },
  revoke: { 'en-US': 'revoke', 'zh-CN': '撤销' },
  requestArp: { 'en-US': 'convert to ARP', 'zh-CN': '转 ARP' },
};

export const statusName = (status: FinanceOrderStatus, lang: Language) =>
  STATUS_NAMES[status][lang];

/**
 * The lifecycle's refusal: 403 when the caller's company may never take the step on this order
 * (wrong role or not the party the step belongs to), 409 when the order's status does not allow
 * it now. Both name the order, its status and the step in the caller's language.
 */
export function stepRefused(
  refusal: StepRefusal,
  order: { financeNo: string; status: FinanceOrderStatus },
  action: FinanceOrderAction,
): BusinessError {
  const vars = (lang: Language) => ({
    financeNo: order.financeNo,
    status: statusName(order.status, lang),
    action: ACTION_NAMES[action][lang],
  });
  return refusal === 'wrongParty'
    ? new BusinessError(ResultCode.forbidden, 'financeOrderWrongParty', vars, {
        status: order.status,
      })
    : new BusinessError(ResultCode.conflict, 'financeOrderWrongStatus', vars, {
        status: order.status,
      });
}

/**
 * A 400 about one field of the application with the validation envelope's `data.fields`, so the
 * form marks the field; `vars` name what is wrong (a receivable's number, the due date).
 */
export function fieldRefused(
  detail: DetailId,
  field: string,
  vars: MessageVars,
  lang: Language,
): BusinessError {
  const all = { ...vars, field };
  return new BusinessError(
    ResultCode.badRequest,
    'badRequest',
    (answerLang) => ({ detail: detailText(detail, answerLang, all) }),
    { fields: [{ field, message: detailText(detail, lang, all) }] },
  );
}

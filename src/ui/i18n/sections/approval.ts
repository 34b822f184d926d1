import type { Widen } from '../widen';

/** The approval flow card and its page variants (docs/approvals.md, spec 001 §4). */
export const en = {
  title: 'Approval',
  steps_label: 'Approval progress',
  step: {
    submitted: 'Submitted',
    approval: 'Approval',
  },
  column: {
    time: 'Approval time',
    user: 'Approval user',
    status: 'Approval status',
    comment: 'Approval comment',
  },
  operation: {
    SUBMITTED: 'Submitted',
    PASSED: 'Passed',
    REJECTED: 'Denied',
    REFUSED: 'Rejected',
  },
  empty: 'No approval yet',
  history_failed: 'The approval history could not be loaded.',
  waiting: 'Waiting for the approver',
  comment: 'Approval comment',
  comment_help: 'Required to deny or reject.',
  counter: '{{count}} / {{max}}',
  pass: 'Pass',
  deny: 'Deny',
  reject: 'Reject',
  deny_tip: 'Deny {{businessNo}} and return it to the applicant for changes?',
  reject_header: 'Reject',
  reject_message: 'Reject {{businessNo}}? A rejected application ends and cannot be resubmitted.',
  queued: 'The decision is saved and will be sent when the server can be reached.',
  refused_summary: 'The decision was not recorded',
  error: {
    already_open: 'This record is already waiting for approval.',
    task_stale:
      'This approval task has already been handled or replaced. Reload to see its current state.',
    not_approver: 'Only the approving company can decide.',
  },
} as const;

export const zh: Widen<typeof en> = {
  title: '审批',
  steps_label: '审批进度',
  step: {
    submitted: '提交',
    approval: '审批',
  },
  column: {
    time: '审批时间',
    user: '审批人',
    status: '审批状态',
    comment: '审批意见',
  },
  operation: {
    SUBMITTED: '已提交',
    PASSED: '通过',
    REJECTED: '退回',
    REFUSED: '拒绝',
  },
  empty: '暂无审批记录',
  history_failed: '审批记录加载失败。',
  waiting: '等待审批',
  comment: '审批意见',
  comment_help: '退回或拒绝时必填。',
  counter: '{{count}} / {{max}}',
  pass: '通过',
  deny: '退回',
  reject: '拒绝',
  deny_tip: '确定退回 {{businessNo}}，由申请方修改后重新提交？',
  reject_header: '拒绝',
  reject_message: '确定拒绝 {{businessNo}}？被拒绝的申请将终止，不能重新提交。',
  queued: '审批结果已保存，将在连接服务器后发送。',
  refused_summary: '审批未成功',
  error: {
    already_open: '该记录已在审批中。',
    task_stale: '该审批任务已被处理或已更新，请刷新查看最新状态。',
    not_approver: '只有审批方企业可以审批。',
  },
};

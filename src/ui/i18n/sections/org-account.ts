import type { Widen } from '../widen';

/** /org/account: column and search-field titles. */
export const en = {
  col: {
    user_name: 'User name',
    cname: 'Display name',
    email: 'Email',
    mobile: 'Mobile',
    role: 'Role',
    status: 'Status',
    login_count: 'Sign-ins',
    created_at: 'Created',
  },
  add: {
    title: 'Add account',
    save: 'Save',
    saved: 'Saved. The account is created as soon as the server has it.',
  },
  // The account actions' confirmations and toasts (docs/user-center.md#accounts).
  confirm: {
    deactivate: {
      header: 'De-activate account',
      accept: 'De-activate',
      one: 'De-activate account {{name}}? They will no longer be able to sign in.',
      many: 'De-activate {{count}} accounts ({{names}})? They will no longer be able to sign in.',
      done_one: 'Account {{name}} is de-activated.',
      done_many: '{{count}} accounts are de-activated.',
      none: 'The selected accounts are already de-activated.',
    },
    reactivate: {
      header: 'Re-activate account',
      accept: 'Re-activate',
      one: 'Re-activate account {{name}}? They will be able to sign in again.',
      many: 'Re-activate {{count}} accounts ({{names}})? They will be able to sign in again.',
      done_one: 'Account {{name}} is active again.',
      done_many: '{{count}} accounts are active again.',
      none: 'The selected accounts are already active.',
    },
    reset_password: {
      header: 'Reset password',
      accept: 'Send reset link',
      one: 'Reset the password of {{name}}? A link to set a new password is e-mailed to {{email}}.',
      many: 'Reset the passwords of {{count}} accounts ({{names}})? Each receives an e-mail with a link to set a new password.',
      done_one: 'A link to set a new password was sent to {{email}}.',
      done_many: '{{count}} accounts were sent a link to set a new password.',
    },
    send_invitation: {
      done_one: 'An invitation was sent to {{email}}.',
      done_many: '{{count}} invitations were sent.',
    },
    done: 'Done',
    failed: 'Not done',
    queued_summary: 'Saved on this device',
    queued: 'It is sent as soon as the server can be reached.',
  },
  edit: {
    title: 'Edit account',
    saved: 'Saved. The account changes as soon as the server has it.',
  },
} as const;

export const zh: Widen<typeof en> = {
  col: {
    user_name: '用户名',
    cname: '显示名称',
    email: '邮箱',
    mobile: '手机号',
    role: '角色',
    status: '状态',
    login_count: '登录次数',
    created_at: '创建时间',
  },
  add: {
    title: '新增账号',
    save: '保存',
    saved: '已保存。服务器收到后即创建该账号。',
  },
  confirm: {
    deactivate: {
      header: '停用账号',
      accept: '停用',
      one: '确定停用账号 {{name}} 吗？停用后该账号将无法登录。',
      many: '确定停用 {{count}} 个账号（{{names}}）吗？停用后这些账号将无法登录。',
      done_one: '账号 {{name}} 已停用。',
      done_many: '已停用 {{count}} 个账号。',
      none: '所选账号均已停用。',
    },
    reactivate: {
      header: '重新启用账号',
      accept: '重新启用',
      one: '确定重新启用账号 {{name}} 吗？启用后该账号可再次登录。',
      many: '确定重新启用 {{count}} 个账号（{{names}}）吗？启用后这些账号可再次登录。',
      done_one: '账号 {{name}} 已重新启用。',
      done_many: '已重新启用 {{count}} 个账号。',
      none: '所选账号均已启用。',
    },
    reset_password: {
      header: '重置密码',
      accept: '发送重置链接',
      one: '确定重置 {{name}} 的密码吗？设置新密码的链接将发送至 {{email}}。',
      many: '确定重置 {{count}} 个账号（{{names}}）的密码吗？每个账号将收到一封含设置新密码链接的邮件。',
      done_one: '设置新密码的链接已发送至 {{email}}。',
      done_many: '已向 {{count}} 个账号发送设置新密码的链接。',
    },
    send_invitation: {
      done_one: '邀请已发送至 {{email}}。',
      done_many: '已发送 {{count}} 份邀请。',
    },
    done: '已完成',
    failed: '未完成',
    queued_summary: '已保存在本设备',
    queued: '服务器可连接后将立即发送。',
  },
  edit: {
    title: '编辑账号',
    saved: '已保存。服务器收到后即更新该账号。',
  },
};

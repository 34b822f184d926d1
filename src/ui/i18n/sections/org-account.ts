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
  reset_password: {
    title: 'Reset password',
    message:
      'Reset the password of {{count}} account(s)? They receive an e-mail with a link to set a new password.',
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
  reset_password: {
    title: '重置密码',
    message: '确定重置 {{count}} 个账号的密码吗？他们将收到一封含设置新密码链接的邮件。',
  },
  edit: {
    title: '编辑账号',
    saved: '已保存。服务器收到后即更新该账号。',
  },
};

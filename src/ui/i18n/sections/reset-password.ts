import type { Widen } from '../widen';

/** /reset-pwd: password reset by one-time code (docs/password-reset.md). */
export const en = {
  title: 'Reset your password',
  steps: {
    label: 'Steps',
    identify: 'Your account',
    code: 'Code and new password',
    done: 'Done',
  },
  identify: {
    intro:
      'Enter your user name or e-mail address. If it belongs to an account, we e-mail a one-time code to that account’s address.',
    account: 'User name or e-mail address',
    submit: 'Send code',
    sending: 'Sending…',
  },
  code: {
    account: 'User name or e-mail address:',
    sent: 'If it belongs to an account, a code is on its way to that account’s e-mail address. It is valid for {{minutes}} minutes and works once.',
    mailbox: 'On this demonstration server, e-mail arrives in the development mailbox.',
    mailbox_link: 'Open the development mailbox',
    code: 'Code from the e-mail',
    code_help: '{{length}} digits. You can paste the code.',
    new_password: 'New password',
    confirm_password: 'Repeat the new password',
    policy:
      'At least 8 characters, with 3 of: lower-case letters, upper-case letters, digits, symbols.',
    submit: 'Set new password',
    saving: 'Saving…',
    resend: 'Send the code again',
    resend_in: 'Send again in {{seconds}} s',
    resent: 'A new code is on its way. Earlier codes no longer work.',
    other_account: 'Use another account',
  },
  done: {
    title: 'Your password is changed',
    text: 'Sign in with your new password. Every session that was open with the old one has ended.',
    sign_in: 'Sign in',
  },
  back_to_sign_in: 'Back to sign in',
  error: {
    code_invalid:
      'The code is wrong or no longer valid. Check the code in the e-mail, or ask for a new one.',
    throttled: 'Too many attempts. Please try again in {{wait}}.',
  },
  wait: {
    seconds: '{{n}} s',
    minutes: '{{n}} min',
  },
} as const;

export const zh: Widen<typeof en> = {
  title: '重置密码',
  steps: {
    label: '步骤',
    identify: '您的账号',
    code: '验证码和新密码',
    done: '完成',
  },
  identify: {
    intro: '请输入用户名或电子邮箱。如果它属于某个账号，我们会向该账号的邮箱发送一次性验证码。',
    account: '用户名或电子邮箱',
    submit: '发送验证码',
    sending: '发送中…',
  },
  code: {
    account: '用户名或电子邮箱：',
    sent: '如果它属于某个账号，验证码已发送到该账号的邮箱，{{minutes}} 分钟内有效，只能使用一次。',
    mailbox: '在本演示服务器上，邮件会投递到开发邮箱。',
    mailbox_link: '打开开发邮箱',
    code: '邮件中的验证码',
    code_help: '{{length}} 位数字，可以直接粘贴。',
    new_password: '新密码',
    confirm_password: '再次输入新密码',
    policy: '至少 8 位，并包含小写字母、大写字母、数字、符号中的 3 种。',
    submit: '设置新密码',
    saving: '保存中…',
    resend: '重新发送验证码',
    resend_in: '{{seconds}} 秒后可重新发送',
    resent: '新的验证码已发送，之前的验证码不再有效。',
    other_account: '换一个账号',
  },
  done: {
    title: '密码已修改',
    text: '请使用新密码登录。使用旧密码打开的所有会话均已结束。',
    sign_in: '登录',
  },
  back_to_sign_in: '返回登录',
  error: {
    code_invalid: '验证码错误或已失效。请检查邮件中的验证码，或重新获取。',
    throttled: '尝试次数过多，请在 {{wait}}后重试。',
  },
  wait: {
    seconds: '{{n}} 秒',
    minutes: '{{n}} 分钟',
  },
};

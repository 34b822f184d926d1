import type { Widen } from '../widen';

/** /contract/info's signing dialog (docs/contract-signing.md). */
export const en = {
  title: 'Sign contract {{contractNo}}',
  terms: 'Terms',
  document: 'Contract document',
  document_label: 'Document of contract {{contractNo}}',
  template: 'Template {{code}}, version {{version}}',
  loading: 'Loading the contract…',
  password: 'Your password',
  password_help:
    'Enter the password you sign in with. The signature is recorded with your name and the time.',
  password_required: 'Enter your password to sign.',
  sign: 'Sign contract',
  signed_summary: 'Contract signed',
  signed_detail: 'Contract {{contractNo}} was signed by {{signer}} at {{when}}.',
  select_one: 'Select exactly one contract to sign ({{count}} selected).',
  refused_summary: 'This contract cannot be signed',
  error: {
    wrong_password: 'The password is wrong.',
    already_signed: 'This contract is already signed: a contract is signed only once.',
    not_signable: 'Only an unsigned contract can be signed.',
  },
} as const;

export const zh: Widen<typeof en> = {
  title: '签署合同 {{contractNo}}',
  terms: '合同条款',
  document: '合同文本',
  document_label: '合同 {{contractNo}} 的文本',
  template: '模板 {{code}}，第 {{version}} 版',
  loading: '正在加载合同…',
  password: '您的密码',
  password_help: '请输入您的登录密码。系统将记录签署人姓名和签署时间。',
  password_required: '请输入密码后签署。',
  sign: '签署合同',
  signed_summary: '合同已签署',
  signed_detail: '合同 {{contractNo}} 已由 {{signer}} 于 {{when}} 签署。',
  select_one: '请只选择一份合同进行签署（已选 {{count}} 份）。',
  refused_summary: '该合同不能签署',
  error: {
    wrong_password: '密码错误。',
    already_signed: '该合同已签署，同一合同只能签署一次。',
    not_signable: '只有未签署的合同可以签署。',
  },
};

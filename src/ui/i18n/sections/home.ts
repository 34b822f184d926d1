import type { Widen } from '../widen';

export const en = {
  title: 'Home',
  welcome: 'Welcome, {{name}}',
  company: 'Company: {{company}}',
  role: 'Company role: {{role}}',
  sign_out: 'Sign out',
} as const;

export const zh: Widen<typeof en> = {
  title: '首页',
  welcome: '欢迎，{{name}}',
  company: '公司：{{company}}',
  role: '公司角色：{{role}}',
  sign_out: '退出登录',
};

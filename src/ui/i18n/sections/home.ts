import type { Widen } from '../widen';

export const en = {
  title: 'Home',
  welcome: 'Welcome, <data>{{name}}</data>',
  company: 'Company: <data>{{company}}</data>',
  role: 'Company role: {{role}}',
  sign_out: 'Sign out',
} as const;

export const zh: Widen<typeof en> = {
  title: '首页',
  welcome: '欢迎，<data>{{name}}</data>',
  company: '公司：<data>{{company}}</data>',
  role: '公司角色：{{role}}',
  sign_out: '退出登录',
};

import type { Widen } from '../widen';

export const en = {
  failed_title: 'The portal could not start',
  failed_body:
    'Its background engine (a web worker) did not start in this browser. Use a current version of Chrome, Edge, Firefox or Safari, and make sure the page is not blocked by a security policy.',
  failed_detail: 'Details: {{detail}}',
} as const;

export const zh: Widen<typeof en> = {
  failed_title: '门户无法启动',
  failed_body:
    '后台引擎（Web Worker）未能在此浏览器中启动。请使用最新版本的 Chrome、Edge、Firefox 或 Safari，并确认页面未被安全策略拦截。',
  failed_detail: '详情：{{detail}}',
};

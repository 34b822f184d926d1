import type { Widen } from '../widen';

export const en = {
  '403': 'Sorry, you are not authorised to access this page.',
  '404': 'Sorry, the page you visited does not exist.',
  generic: 'Sorry, something went wrong.',
  back_home: 'Back to home',
  go_to: 'Go to {{page}}',
  sign_in: 'Sign in',
} as const;

export const zh: Widen<typeof en> = {
  '403': '抱歉，您无权访问此页面。',
  '404': '抱歉，您访问的页面不存在。',
  generic: '抱歉，出错了。',
  back_home: '返回首页',
  go_to: '前往{{page}}',
  sign_in: '登录',
};

import type { Widen } from '../widen';

export const en = {
  title: 'Sign in',
  subtitle: 'Finance your receivables with your buyers and funders.',
  username: 'User name',
  password: 'Password',
  submit: 'Sign in',
  signing_in: 'Signing in…',
  forgot_password: 'Forgot password?',
  required_username: 'Please input user name',
  required_password: 'Please input password',
  error: {
    bad_credentials: 'Wrong user name or password.',
    throttled: 'Too many failed sign-ins. Please try again in {{wait}}.',
  },
  wait: {
    seconds: '{{n}} s',
    minutes: '{{n}} min',
  },
} as const;

export const zh: Widen<typeof en> = {
  title: '登录',
  subtitle: '与买方和资金方一起为您的应收账款融资。',
  username: '用户名',
  password: '密码',
  submit: '登录',
  signing_in: '登录中…',
  forgot_password: '忘记密码？',
  required_username: '请输入用户名',
  required_password: '请输入密码',
  error: {
    bad_credentials: '用户名或密码错误。',
    throttled: '登录失败次数过多，请在 {{wait}}后重试。',
  },
  wait: {
    seconds: '{{n}} 秒',
    minutes: '{{n}} 分钟',
  },
};

import type { Translations } from './en-US';

export const zhCN: Translations = {
  common: {
    app_name: '供应链金融门户',
    error_title: '错误',
    ok: '确定',
    cancel: '取消',
    retry: '重试',
    reload: '重新加载',
    loading: '加载中…',
    total: '共 {{total}} 条',
    empty_data: '暂无数据',
    summary: '合计',
    del_confirm: '确定要删除吗？',
    login_invalid: '您已在其他标签页以其他用户身份登录，请重新登录。',
    unknown: '未知错误',
    error: {
      bad_request: '请求无效。',
      session_expired: '登录已过期，请重新登录。',
      network: '无法连接服务器，请检查网络后重试。',
      timeout: '服务器响应超时。',
      server: '服务器出错，请稍后再试。',
      forbidden: '您没有执行此操作的权限。',
      not_found: '未找到。',
    },
    validation: {
      number: '请输入最多两位小数的金额',
      integer: '请输入整数',
      percent: '请输入 0 到 100 之间、最多两位小数的百分比',
      natural: '请输入数字',
      positiveInteger: '请输入不小于 1 的整数',
      url: '请输入有效的网址',
      email: '请输入有效的邮箱地址',
      accountName: "仅允许字母、数字、汉字、空格及 / - ? : ( ) . , ' + 字符",
    },
    number: {
      checkMax: '{{label}}不能大于 {{limit}}',
      checkMinNoEquals: '{{label}}必须大于 {{limit}}',
    },
  },
  login: {
    title: '登录',
    subtitle: '与买方和资金方一起为您的应收账款融资。',
    username: '用户名',
    password: '密码',
    submit: '登录',
    signing_in: '登录中…',
    required_username: '请输入用户名',
    required_password: '请输入密码',
    error: {
      bad_credentials: '用户名或密码错误。',
    },
  },
  home: {
    title: '首页',
    welcome: '欢迎，{{name}}',
    company: '公司：{{company}}',
    role: '公司角色：{{role}}',
    sign_out: '退出登录',
  },
  storage: {
    unavailable: '本地存储不可用（{{reason}}）。门户仅在线工作：本设备不保存任何数据。',
    version_changed: '门户已在其他标签页更新，请重新加载此标签页。',
    reason: {
      missing: '当前浏览器模式不支持 IndexedDB',
      quota: '设备存储空间不足',
      blocked: '其他标签页正在升级数据库',
      error: '无法打开数据库',
    },
  },
  core: {
    failed_title: '门户无法启动',
    failed_body:
      '后台引擎（Web Worker）未能在此浏览器中启动。请使用最新版本的 Chrome、Edge、Firefox 或 Safari，并确认页面未被安全策略拦截。',
    failed_detail: '详情：{{detail}}',
  },
  error_page: {
    '403': '抱歉，您无权访问此页面。',
    '404': '抱歉，您访问的页面不存在。',
    generic: '抱歉，出错了。',
    back_home: '返回首页',
  },
};

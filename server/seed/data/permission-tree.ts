/**
 * The menu permission tree. The dotted path of names from the root to a node is the route prefix
 * it grants (`org` → `company` → `detail` is /org/company/detail). Routes come from spec 000 §2
 * and spec 001 §2. `actions` become authority pids `<dotted path>.<action>` (e.g.
 * `org.account.create`) for users granted the node; action names are those of
 * src/shared/permissions/actions.ts (the spec's action list).
 */
export interface PermissionNode {
  name: string;
  en: string;
  cn: string;
  actions?: readonly string[];
  children?: readonly PermissionNode[];
}

const EXPORT = ['export'] as const;

export const PERMISSION_TREE: readonly PermissionNode[] = [
  { name: 'home', en: 'Home', cn: '首页' },
  {
    name: 'dashboard',
    en: 'Dashboards',
    cn: '仪表盘',
    children: [
      { name: 'ar', en: 'Receivables', cn: '应收账款' },
      { name: 'cashflow', en: 'Cash flow', cn: '现金流' },
    ],
  },
  { name: 'buyer-outlook', en: 'Buyer outlook', cn: '买方展望' },
  { name: 'buyer-outlook-exhibition', en: 'Buyer outlook exhibition', cn: '买方展望展示' },
  { name: 'information', en: 'Information', cn: '资讯' },
  {
    name: 'notice',
    en: 'Notices',
    cn: '通知',
    children: [
      { name: 'news', en: 'News', cn: '新闻' },
      { name: 'utilize', en: 'Utilisation', cn: '使用情况' },
    ],
  },
  { name: 'user-center', en: 'User centre', cn: '用户中心' },
  {
    name: 'org',
    en: 'Organisation',
    cn: '组织管理',
    children: [
      {
        name: 'company',
        en: 'Company',
        cn: '企业信息',
        children: [
          { name: 'detail', en: 'Company detail', cn: '企业详情', actions: ['view'] },
          { name: 'edit', en: 'Edit company', cn: '编辑企业', actions: ['edit'] },
        ],
      },
      {
        name: 'account',
        en: 'Accounts',
        cn: '账号管理',
        actions: [
          'create',
          'edit',
          'view',
          'export',
          'deactivate',
          'reactivate',
          'resetPassword',
          'sendInvitation',
        ],
      },
      {
        name: 'info',
        en: 'Intentions and pricing',
        cn: '意向与定价',
        actions: ['create', 'edit', 'acceptRejectPricing'],
      },
    ],
  },
  {
    name: 'confirmation',
    en: 'Confirmation',
    cn: '确认',
    children: [
      {
        name: 'invoiceConfirmation',
        en: 'Invoice confirmation',
        cn: '发票确认',
        actions: ['view', 'create', 'batchUpload', 'export'],
      },
      { name: 'deduction-report', en: 'Deduction report', cn: '扣款报告', actions: EXPORT },
    ],
  },
  {
    name: 'contract',
    en: 'Contracts',
    cn: '合同',
    children: [
      { name: 'info', en: 'Contract information', cn: '合同信息', actions: ['signOff', 'export'] },
    ],
  },
  { name: 'account-overview', en: 'Account overview', cn: '账户总览' },
  {
    name: 'trading',
    en: 'Trading',
    cn: '交易',
    children: [
      {
        name: 'purchase',
        en: 'Purchase orders',
        cn: '采购订单',
        actions: [
          'create',
          'edit',
          'view',
          'delete',
          'export',
          'batchUpload',
          'downloadTemplate',
          'withdraw',
        ],
      },
      {
        name: 'invoice',
        en: 'Invoices',
        cn: '发票',
        actions: ['create', 'edit', 'view', 'delete', 'export', 'batchUpload', 'downloadTemplate'],
      },
    ],
  },
  {
    name: 'finance',
    en: 'Finance',
    cn: '融资',
    children: [
      {
        name: 'finance-order',
        en: 'Finance orders',
        cn: '融资订单',
        actions: ['create', 'edit', 'view', 'withdraw', 'export', 'convertToArp'],
      },
      { name: 'costs', en: 'Costs', cn: '费用', actions: ['view', 'export'] },
      { name: 'dbsFinance', en: 'DBS finance', cn: 'DBS 融资' },
      { name: 'poolFactoring', en: 'Pool factoring', cn: '池保理' },
      { name: 'account', en: 'Finance account', cn: '融资账户' },
      { name: 'interest', en: 'Interest', cn: '利息' },
    ],
  },
  {
    name: 'payment',
    en: 'Payment',
    cn: '付款',
    children: [
      { name: 'management', en: 'Payment management', cn: '付款管理', actions: EXPORT },
      { name: 'financing', en: 'Financing payments', cn: '融资放款', actions: EXPORT },
      { name: 'release-refund', en: 'Release and refund', cn: '释放与退款', actions: EXPORT },
    ],
  },
  {
    name: 'repayment',
    en: 'Repayment',
    cn: '还款',
    children: [
      { name: 'repaymentDetail', en: 'Repayment detail', cn: '还款明细', actions: EXPORT },
      { name: 'details', en: 'Repayment details', cn: '还款详情', actions: EXPORT },
      { name: 'management', en: 'Repayment management', cn: '还款管理', actions: EXPORT },
    ],
  },
  { name: 'realname', en: 'Real-name verification', cn: '实名认证' },
  {
    name: 'proof',
    en: 'Proof',
    cn: '凭证',
    children: [
      { name: 'subledgers', en: 'Sub-ledgers', cn: '分户账' },
      { name: 'bank', en: 'Bank proof', cn: '银行凭证' },
      { name: 'templet', en: 'Templates', cn: '模板', actions: ['view'] },
      { name: 'collect', en: 'Collection', cn: '归集' },
      { name: 'e_one', en: 'E-One', cn: 'E-One' },
    ],
  },
  {
    name: 'report',
    en: 'Reports',
    cn: '报表',
    children: [{ name: 'amortization', en: 'Amortisation', cn: '摊销报表', actions: EXPORT }],
  },
  // The platform's review of companies' legal-data changes (docs/company-review.md): a root of
  // its own, so a company's `org` grant never carries it; held by the `reviewer` sign-in only.
  {
    name: 'review',
    en: 'Reviews',
    cn: '审核',
    children: [
      {
        name: 'company-changes',
        en: 'Company change reviews',
        cn: '企业信息变更审核',
        actions: ['signOff'],
      },
    ],
  },
];

/** The one password of every demo sign-in. */
export const DEMO_PASSWORD = 'Demo#2026';

/** Every top-level menu entry: the supplier-side "full menu". */
const FULL_MENU = [
  'home',
  'dashboard',
  'buyer-outlook',
  'buyer-outlook-exhibition',
  'information',
  'notice',
  'user-center',
  'org',
  'confirmation',
  'contract',
  'account-overview',
  'trading',
  'finance',
  'payment',
  'repayment',
  'realname',
  'proof',
  'report',
] as const;

/** The buyer side's menu: no finance orders, no dashboards. */
const BUYER_MENU = [
  'home',
  'notice',
  'user-center',
  'org',
  'confirmation',
  'contract',
  'account-overview',
  'trading',
  'payment.management',
  'repayment',
  'realname',
  'report',
] as const;

/**
 * What a buyer may not do on the trading pages it sees: purchase orders and invoices are the
 * supplier's records (a buyer sees the orders it placed and the invoices billed to it), so it
 * views and exports them but never creates, edits, uploads, deletes or withdraws them. Confirming
 * invoices (/confirmation) and signing contracts stay the buyer's (docs/role-views.md).
 */
const BUYER_READ_ONLY = [
  'trading.purchase.create',
  'trading.purchase.edit',
  'trading.purchase.delete',
  'trading.purchase.batchUpload',
  'trading.purchase.downloadTemplate',
  'trading.purchase.withdraw',
  'trading.invoice.create',
  'trading.invoice.edit',
  'trading.invoice.delete',
  'trading.invoice.batchUpload',
  'trading.invoice.downloadTemplate',
] as const;

/**
 * Authority outside the menu: may save the portal's server-side texts, which every company's
 * users read. Held by the portal's translator only (`translator`), never by ordinary company
 * users (docs/security.md#translations).
 */
const TRANSLATION_EDITOR = 'system.translation.save';

export type DemoCompanyRole = 'SUPPLIER' | 'BUYER' | 'FUNDER' | 'COMPANY';

/** A further company role the user may switch to, with the menu it has while acting in it. */
export interface OtherCompanyRole {
  companyRole: DemoCompanyRole;
  menu: readonly string[];
  /** Action authorities of this role's pages it lacks (the user's own list when absent). */
  withoutAuthorities?: readonly string[];
}

export interface DemoUser {
  id: string;
  userName: string;
  /** What signing in as this user demonstrates (start-up banner, docs). */
  shows: string;
  companyId: string;
  cname: string;
  email: string;
  /** Contact mobile (user centre "modify"; person info shows it masked). */
  mobile: string;
  /** The role every new session starts in; null: none (a director). */
  companyRole: DemoCompanyRole | null;
  /** Free text; a director is a user whose userRoles contains "Director". */
  userRoles: string;
  roles: readonly string[];
  /**
   * Dotted permission paths granted with their whole subtree (`org` grants every org page,
   * `org.company.detail` only that one). Ancestors are added by the seed.
   */
  menu: readonly string[];
  extraAuthorities: readonly string[];
  /** Action authorities of granted pages the user still lacks (a page seen, not administered). */
  withoutAuthorities?: readonly string[];
  /** Roles the role switcher offers besides companyRole (extraAuthorities apply in each). */
  alsoActsAs?: readonly OtherCompanyRole[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'U1001',
    userName: 'supplier',
    shows:
      'Evergreen Components as SUPPLIER: every page and action; may switch to BUYER (the buyer menu)',
    companyId: 'C001',
    cname: 'Chen Li',
    email: 'chen.li@evergreen-components.example',
    mobile: '+86 138 0013 1001',
    companyRole: 'SUPPLIER',
    userRoles: 'Administrator',
    roles: ['ADMIN', 'SUPPLIER_OPERATOR'],
    menu: FULL_MENU,
    extraAuthorities: [],
    alsoActsAs: [{ companyRole: 'BUYER', menu: BUYER_MENU, withoutAuthorities: BUYER_READ_ONLY }],
  },
  {
    id: 'U1002',
    userName: 'buyer',
    shows:
      'Northwind Retail as BUYER: the POs it placed and invoices billed to it (view, export), confirmations, contracts, payments, repayments; no finance orders, no dashboards',
    companyId: 'C002',
    cname: 'Grace Tan',
    email: 'grace.tan@northwind-retail.example',
    mobile: '+65 9123 1002',
    companyRole: 'BUYER',
    userRoles: 'Administrator',
    roles: ['ADMIN', 'BUYER_OPERATOR'],
    menu: BUYER_MENU,
    extraAuthorities: [],
    withoutAuthorities: BUYER_READ_ONLY,
  },
  {
    id: 'U1003',
    userName: 'funder',
    shows:
      'Summit Trade Capital as FUNDER: the finance orders it funds and their costs, payments, repayments and vouchers',
    companyId: 'C003',
    cname: 'Martin Wong',
    email: 'martin.wong@summit-capital.example',
    mobile: '+852 9123 1003',
    companyRole: 'FUNDER',
    userRoles: 'Administrator',
    roles: ['ADMIN', 'FUNDER_OPERATOR'],
    menu: [
      'home',
      'notice',
      'user-center',
      'org',
      'contract',
      'account-overview',
      'finance.finance-order',
      'finance.costs',
      'finance.account',
      'finance.interest',
      'payment',
      'repayment',
      'realname',
      'proof',
      'report',
    ],
    extraAuthorities: [],
  },
  {
    id: 'U1004',
    userName: 'director',
    shows:
      'Lotus Holdings director (userRoles Director, no company role): contracts, accounts, reports; sees org accounts but does not administer them',
    companyId: 'C004',
    cname: 'Zhou Min',
    email: 'zhou.min@lotus-holdings.example',
    mobile: '+86 139 1600 1004',
    companyRole: null,
    userRoles: 'Director,Shareholder',
    roles: ['DIRECTOR'],
    menu: ['home', 'notice', 'user-center', 'org', 'contract', 'account-overview', 'report'],
    extraAuthorities: [],
    // A director sees the company's accounts but does not administer them (issue 5's hidden
    // actions are shown with this sign-in).
    withoutAuthorities: [
      'org.account.create',
      'org.account.edit',
      'org.account.deactivate',
      'org.account.reactivate',
      'org.account.resetPassword',
      'org.account.sendInvitation',
      'org.account.export',
    ],
  },
  {
    id: 'U1005',
    userName: 'company',
    shows:
      'Lotus Holdings as COMPANY: home, buyer outlook, information, notices, org, real name; may switch to SUPPLIER (every supplier page)',
    companyId: 'C004',
    cname: 'Wang Fang',
    email: 'wang.fang@lotus-holdings.example',
    mobile: '+86 139 1600 1005',
    companyRole: 'COMPANY',
    userRoles: 'Administrator',
    roles: ['ADMIN'],
    menu: ['home', 'buyer-outlook', 'information', 'notice', 'user-center', 'org', 'realname'],
    extraAuthorities: [],
    alsoActsAs: [{ companyRole: 'SUPPLIER', menu: FULL_MENU }],
  },
  {
    id: 'U1006',
    userName: 'supplier-dbs',
    shows:
      'Harbour Textiles as SUPPLIER, business type DBS_POOL_FACTORING: the supplier menu with DBS finance instead of finance orders and pool factoring',
    companyId: 'C005',
    cname: 'Liu Yang',
    email: 'liu.yang@harbour-textiles.example',
    mobile: '+86 137 5740 1006',
    companyRole: 'SUPPLIER',
    userRoles: 'Administrator',
    roles: ['ADMIN', 'SUPPLIER_OPERATOR'],
    menu: FULL_MENU,
    extraAuthorities: [],
  },
  {
    id: 'U1007',
    userName: 'supplier-pool',
    shows:
      'Jade River Electronics as SUPPLIER, business type {PRODUCT}_POOL_FACTORING: the supplier menu with pool factoring, no finance orders, payments or repayments',
    companyId: 'C006',
    cname: 'Zhao Lei',
    email: 'zhao.lei@jade-river.example',
    mobile: '+86 136 1512 1007',
    companyRole: 'SUPPLIER',
    userRoles: 'Administrator',
    roles: ['ADMIN', 'SUPPLIER_OPERATOR'],
    menu: FULL_MENU,
    extraAuthorities: [],
  },
  {
    id: 'U1012',
    userName: 'reviewer',
    shows:
      "the platform's reviewer of company changes, seated in the portal operator SCF Portal Operations (no company role): approves or returns changes of companies' legal data under Reviews, where one waits from the seed (Lotus Holdings' new English name)",
    companyId: 'C000',
    cname: 'Qian Hui',
    email: 'qian.hui@scf-portal.example',
    mobile: '+86 139 1700 1012',
    companyRole: null,
    userRoles: 'Reviewer',
    roles: ['PLATFORM_REVIEWER'],
    // The review node is a root of its own, so no company's `org` grant carries it.
    menu: ['home', 'user-center', 'review'],
    extraAuthorities: [],
  },
  {
    id: 'U1008',
    userName: 'limited',
    shows:
      'Evergreen Components viewer without /home: company detail and user centre only (opens on the company profile)',
    companyId: 'C001',
    cname: 'Sun Jing',
    email: 'sun.jing@evergreen-components.example',
    mobile: '+86 138 0013 1008',
    companyRole: 'SUPPLIER',
    userRoles: 'Viewer',
    roles: ['SUPPLIER_VIEWER'],
    menu: ['org.company.detail', 'user-center'],
    extraAuthorities: [],
  },
  {
    id: 'U1009',
    userName: 'noaccess',
    shows:
      'Evergreen Components viewer with neither /home nor company detail: contract information only, viewed and exported, not signed (opens on it)',
    companyId: 'C001',
    cname: 'Ma Tao',
    email: 'ma.tao@evergreen-components.example',
    mobile: '+86 138 0013 1009',
    companyRole: 'SUPPLIER',
    userRoles: 'Viewer',
    roles: ['SUPPLIER_VIEWER'],
    menu: ['contract.info'],
    extraAuthorities: [],
    // A viewer sees the contracts and exports them, but signing binds the company: that is an
    // operator's or a director's act (docs/role-views.md).
    withoutAuthorities: ['contract.info.signOff'],
  },
  {
    id: 'U1010',
    userName: 'translator',
    shows:
      "the portal operator's translator, seated in its company SCF Portal Operations (no company role): home and user centre; the only user who saves the server-side texts",
    companyId: 'C000',
    cname: 'Lin Yue',
    email: 'lin.yue@scf-portal.example',
    mobile: '+86 139 1700 1010',
    companyRole: null,
    userRoles: 'Translator',
    roles: ['PORTAL_TRANSLATOR'],
    menu: ['home', 'user-center'],
    extraAuthorities: [TRANSLATION_EDITOR],
  },
  {
    id: 'U1011',
    userName: 'unverified',
    shows:
      'Dawnlight Precision, a new SUPPLIER whose company and operator are not yet verified: walks /realname (bank deposit read from the development mailbox, then the ID document); finance orders are refused until the company is verified',
    companyId: 'C007',
    cname: 'He Jun',
    email: 'he.jun@dawnlight-precision.example',
    mobile: '+86 139 2288 1011',
    companyRole: 'SUPPLIER',
    userRoles: 'Administrator',
    roles: ['ADMIN', 'SUPPLIER_OPERATOR'],
    menu: ['home', 'org.company.detail', 'user-center', 'finance', 'realname'],
    extraAuthorities: [],
  },
];

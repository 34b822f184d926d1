import type { Widen } from '../widen';

/** Texts of the bank account cards and the account select (docs/finance-order-pickers.md). */
export const en = {
  funder_receiving: 'Funder receiving account',
  supplier_receiving: 'Supplier receiving account',
  none_chosen: 'No receiving account chosen yet.',
  collection_list: 'Collection accounts',
  payment_list: 'Payment accounts',
  none: 'No account yet.',
  load_failed: 'The accounts could not be loaded.',
  field: {
    account_name: 'Account name',
    bank_name: 'Bank name',
    bank_name_en: 'Bank name (English)',
    bank_account: 'Account number',
    bank_code: 'Bank code',
    swift_code: 'SWIFT code',
    cnaps: 'CNAPS code',
    currency: 'Currency',
    status: 'Status',
    fund_source: 'Used for',
    payee_name: 'Payee',
    payee_bank_name: 'Payee bank',
    payee_bank_name_en: 'Payee bank (English)',
    payee_acct_no: 'Payee account number',
    payee_bank_no: 'Payee bank code',
    payee_currency: 'Payee currency',
  },
  status: {
    ENABLE: 'Enabled',
    DISABLE: 'Disabled',
    PENDING_ACTIVATE: 'Pending activate',
  },
  pep_tip: {
    ACTIVE: 'Politically exposed person screening passed: funds may move through this account.',
    INACTIVE:
      'Politically exposed person screening is not complete: no funds move through this account until it is active.',
  },
  fund_source: {
    INTEREST: 'Interest',
    COLLECTION: 'Collection',
  },
  select: {
    placeholder: 'Choose an account in {{currency}}',
    no_currency: 'Choose the product first',
    empty: 'Your company has no enabled {{currency}} account.',
    not_offered: '{{count}} more in {{currency}} not enabled',
  },
};

export const zh: Widen<typeof en> = {
  funder_receiving: '资金方收款账户',
  supplier_receiving: '供应商收款账户',
  none_chosen: '尚未选择收款账户。',
  collection_list: '收款账户',
  payment_list: '付款账户',
  none: '暂无账户。',
  load_failed: '账户加载失败。',
  field: {
    account_name: '账户名称',
    bank_name: '开户行',
    bank_name_en: '开户行（英文）',
    bank_account: '账号',
    bank_code: '银行代码',
    swift_code: '银行国际代码',
    cnaps: '联行号（CNAPS）',
    currency: '币种',
    status: '状态',
    fund_source: '用途',
    payee_name: '收款人',
    payee_bank_name: '收款银行',
    payee_bank_name_en: '收款银行（英文）',
    payee_acct_no: '收款账号',
    payee_bank_no: '收款银行代码',
    payee_currency: '收款币种',
  },
  status: {
    ENABLE: '已启用',
    DISABLE: '已停用',
    PENDING_ACTIVATE: '待激活',
  },
  pep_tip: {
    ACTIVE: '政治公众人物筛查已通过：资金可经此账户划转。',
    INACTIVE: '政治公众人物筛查尚未完成：账户激活前不会经此账户划转资金。',
  },
  fund_source: {
    INTEREST: '利息',
    COLLECTION: '回款',
  },
  select: {
    placeholder: '请选择 {{currency}} 账户',
    no_currency: '请先选择融资产品',
    empty: '贵公司没有已启用的 {{currency}} 账户。',
    not_offered: '另有 {{count}} 个 {{currency}} 账户未启用',
  },
};

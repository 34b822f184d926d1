import { FINANCE_DICTIONARIES } from '../pages/finance-dictionaries';
import { SETTLEMENT_DICTIONARIES } from '../pages/settlement-dictionaries';
import { TRADE_DICTIONARIES } from '../pages/trade-dictionaries';
import { dictGroup, type DictSeed, type Entry } from './dict-group';

/**
 * Dictionaries of spec 000 §4 and §9. Group codes are ours (the spec names the lists, not their
 * codes); they are listed in docs/reference-server.md for the UI.
 */
const ACCOUNT_CATEGORIES: readonly Entry[] = [
  ['1', 'Collection account', '回款账户'],
  ['2', 'Payment account', '付款账户'],
  ['3', 'Settlement account', '结算账户'],
  ['4', 'Interest account', '利息账户'],
  ['5', 'Repayment account', '还款账户'],
  ['6', 'Fee account', '费用账户'],
  ['7', 'Escrow account', '托管账户'],
  ['8', 'Margin account', '保证金账户'],
  ['9', 'Virtual account', '虚拟账户'],
  ['10', 'Receiving account', '收款账户'],
  ['11', 'Disbursement account', '放款账户'],
  ['12', 'Rebate account', '返利账户'],
  ['13', 'Reserve account', '准备金账户'],
  ['14', 'Suspense account', '挂账账户'],
  ['15', 'Penalty interest account', '罚息账户'],
  ['16', 'Tax account', '税款账户'],
  ['17', 'Refund account', '退款账户'],
  ['18', 'Pool account', '资金池账户'],
  ['19', 'Nostro account', '往来账户'],
  ['20', 'Other account', '其他账户'],
];

export const DICTIONARIES: readonly DictSeed[] = [
  ...dictGroup('APPROVAL_STATUS', [
    ['PASSED', 'Passed', '已通过'],
    ['REFUSED', 'Refused', '已拒绝'],
    ['REJECTED', 'Rejected', '已驳回'],
    ['IN_APPROVE', 'In approval', '审批中'],
  ]),
  ...dictGroup('ENABLE_STATUS', [
    ['ENABLE', 'Enabled', '已启用'],
    ['DISABLE', 'Disabled', '已停用'],
    ['PENDING_ACTIVATE', 'Pending activation', '待激活'],
  ]),
  // Ours (org accounts, issue 5): the spec names no account statuses or account roles.
  ...dictGroup('ACCOUNT_STATUS', [
    ['ACTIVE', 'Active', '启用'],
    ['DISABLED', 'Disabled', '停用'],
  ]),
  ...dictGroup('ACCOUNT_ROLE', [
    ['ADMIN', 'Administrator', '管理员'],
    ['OPERATOR', 'Operator', '操作员'],
    ['VIEWER', 'Viewer', '查看者'],
  ]),
  ...dictGroup('YES_NO', [
    ['1', 'Yes', '是'],
    ['0', 'No', '否'],
  ]),
  ...dictGroup('YES_NO_UNKNOWN', [
    ['Y', 'Yes', '是'],
    ['N', 'No', '否'],
    ['U', 'Unknown', '未知'],
  ]),
  ...dictGroup('USER_STATUS', [
    ['unActive', 'Not activated', '未激活'],
    ['active', 'Active', '已激活'],
    ['stop', 'Stopped', '已停用'],
  ]),
  // Spec 000 §4 names FINANCED, SETTLED, OVERDUE; DRAFT and OPEN are ours for orders entered
  // in the portal and not yet financed (docs/declared-pages.md).
  ...dictGroup('PURCHASE_ORDER_STATUS', [
    ['DRAFT', 'Draft', '草稿'],
    ['OPEN', 'Open', '待融资'],
    ['FINANCED', 'Financed', '已融资'],
    ['SETTLED', 'Settled', '已结清'],
    ['OVERDUE', 'Overdue', '已逾期'],
  ]),
  ...dictGroup('COMPANY_ROLE', [
    ['supplier', 'Supplier', '供应商'],
    ['buyer', 'Buyer', '买方'],
    ['capital', 'Funder', '资金方'],
    ['all', 'All', '全部'],
  ]),
  ...dictGroup('FREQUENCY', [
    ['ONCE', 'Once', '一次'],
    ['HALF_HOUR', 'Every half hour', '每半小时'],
    ['ONE_HOUR', 'Every hour', '每小时'],
    ['TWO_HOURS', 'Every two hours', '每两小时'],
  ]),
  ...dictGroup('DATE_BASE', [
    ['360', '360 days', '360 天', 'Interest day-count base: actual/360'],
    ['365', '365 days', '365 天', 'Interest day-count base: actual/365'],
  ]),
  ...dictGroup('COUNTERPARTY_KIND', [
    ['supplierCode', 'Supplier code', '供应商编码'],
    ['buyerCode', 'Buyer code', '买方编码'],
  ]),
  ...dictGroup('CURRENCY', [
    ['USD', 'US Dollar', '美元', 'precision 2'],
    ['CNY', 'Chinese Yuan', '人民币', 'precision 2'],
    ['JPY', 'Japanese Yen', '日元', 'precision 0'],
    ['EUR', 'Euro', '欧元', 'precision 2'],
    ['HKD', 'Hong Kong Dollar', '港元', 'precision 2'],
    ['SGD', 'Singapore Dollar', '新加坡元', 'precision 2'],
  ]),
  ...dictGroup('ACCOUNT_CATEGORY', ACCOUNT_CATEGORIES),
  ...TRADE_DICTIONARIES,
  ...FINANCE_DICTIONARIES,
  ...SETTLEMENT_DICTIONARIES,
];

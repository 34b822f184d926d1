import { dictGroup, type DictSeed } from '../data/dict-group';

/**
 * Dictionaries the declared finance and payment pages' enum columns name (docs/pages-finance.md).
 * The spec names none of these lists; the codes and keys are ours.
 */
export const FINANCE_DICTIONARIES: readonly DictSeed[] = [
  ...dictGroup('FINANCE_ORDER_STATUS', [
    ['DRAFT', 'Draft', '草稿'],
    ['PENDING_APPROVAL', 'Pending approval', '审批中'],
    ['RETURNED', 'Returned for changes', '已退回'],
    ['PENDING_RIGHTS_CONFIRMATION', 'Awaiting rights confirmation', '待确权'],
    ['APPROVED', 'Approved', '已批准'],
    ['DISBURSED', 'Disbursed', '已放款'],
    ['OVERDUE', 'Overdue', '已逾期'],
    ['REPAID', 'Repaid', '已还清'],
    ['REJECTED', 'Rejected', '已拒绝'],
    ['REVOKED', 'Revoked', '已撤销'],
    ['ARP_REQUESTED', 'ARP requested', '买断申请中'],
    ['CONVERTED_TO_ARP', 'Converted to ARP', '已买断'],
  ]),
  // A cost line is either a rate over days (basis × rate × days / 360), a rate once, or flat.
  ...dictGroup('FEE_TYPE', [
    ['SERVICE', 'Service fee', '服务费', 'basis × rate × days / 360'],
    ['COMMITMENT', 'Commitment fee', '承诺费', 'basis × rate × days / 360'],
    ['LATE_PAYMENT', 'Late payment fee', '逾期费', 'basis × rate × days / 360'],
    ['ARRANGEMENT', 'Arrangement fee', '安排费', 'basis × rate, once'],
    ['HANDLING', 'Handling fee', '手续费', 'flat'],
    ['BANK_CHARGE', 'Bank charge', '银行费用', 'flat'],
  ]),
  ...dictGroup('FINANCE_COST_STATUS', [
    ['PENDING', 'To be charged', '待收取'],
    ['CHARGED', 'Charged', '已收取'],
    ['WAIVED', 'Waived', '已减免'],
    ['REFUNDED', 'Refunded', '已退还'],
  ]),
  ...dictGroup('DBS_FINANCE_STATUS', [
    ['PENDING_DISBURSEMENT', 'Pending disbursement', '待放款'],
    ['DISBURSED', 'Disbursed', '已放款'],
    ['PARTIALLY_REPAID', 'Partly repaid', '部分还款'],
    ['REPAID', 'Repaid', '已还清'],
    ['OVERDUE', 'Overdue', '已逾期'],
  ]),
  ...dictGroup('POOL_DRAWDOWN_STATUS', [
    ['SUBMITTED', 'Submitted', '已提交'],
    ['APPROVED', 'Approved', '已批准'],
    ['DRAWN', 'Drawn', '已提款'],
    ['REPAID', 'Repaid', '已还款'],
    ['REJECTED', 'Rejected', '已拒绝'],
  ]),
  ...dictGroup('POOL_ACCOUNT_STATUS', [
    ['ACTIVE', 'Active', '正常'],
    ['FROZEN', 'Frozen', '冻结'],
    ['CLOSED', 'Closed', '已销户'],
  ]),
  ...dictGroup('INTEREST_STATUS', [
    ['ACCRUED', 'Accrued', '已计提'],
    ['SETTLED', 'Settled', '已结息'],
    ['OVERDUE', 'Overdue', '逾期未结'],
  ]),
  ...dictGroup('PAYMENT_STATUS', [
    ['PENDING', 'Pending', '待支付'],
    ['PROCESSING', 'Processing', '处理中'],
    ['PAID', 'Paid', '已支付'],
    ['FAILED', 'Failed', '支付失败'],
    ['RETURNED', 'Returned', '已退回'],
  ]),
  ...dictGroup('PAYMENT_TYPE', [
    ['DISBURSEMENT', 'Financing disbursement', '融资放款'],
    ['REPAYMENT', 'Repayment', '还款'],
    ['INTEREST', 'Interest payment', '利息支付'],
    ['FEE', 'Fee payment', '费用支付'],
    ['RELEASE', 'Reserve release', '保留款释放'],
    ['REFUND', 'Refund', '退款'],
  ]),
  ...dictGroup('RELEASE_REFUND_TYPE', [
    ['RESERVE_RELEASE', 'Reserve release', '保留款释放'],
    ['EXCESS_REFUND', 'Overpayment refund', '多付款退款'],
    ['FEE_REFUND', 'Fee refund', '费用退还'],
  ]),
];

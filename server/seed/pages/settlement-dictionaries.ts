import { dictGroup, type DictSeed } from '../data/dict-group';

/**
 * Dictionaries the declared repayment, proof and report pages' enum columns name (ours: the spec
 * names none of these lists). Listed in docs/pages-settlement.md.
 */
export const SETTLEMENT_DICTIONARIES: readonly DictSeed[] = [
  // A repayment schedule line, and a financing as a whole on /repayment/management.
  ...dictGroup('REPAYMENT_STATUS', [
    ['SCHEDULED', 'Scheduled', '待还款'],
    ['PARTIAL', 'Partly repaid', '部分还款'],
    ['PAID', 'Repaid', '已还清'],
    ['OVERDUE', 'Overdue', '已逾期'],
  ]),
  // A repayment received (/repayment/details).
  ...dictGroup('REPAYMENT_RECEIPT_STATUS', [
    ['PENDING', 'Pending confirmation', '待确认'],
    ['CONFIRMED', 'Confirmed', '已确认'],
    ['REVERSED', 'Reversed', '已冲正'],
  ]),
  ...dictGroup('VOUCHER_TYPE', [
    ['DISBURSEMENT', 'Disbursement', '放款凭证'],
    ['REPAYMENT', 'Repayment', '还款凭证'],
    ['INTEREST_ACCRUAL', 'Interest accrual', '利息计提凭证'],
    ['FEE', 'Fee', '费用凭证'],
    ['AMORTIZATION', 'Amortisation', '摊销凭证'],
    ['ADJUSTMENT', 'Adjustment', '调整凭证'],
  ]),
  ...dictGroup('VOUCHER_STATUS', [
    ['DRAFT', 'Draft', '草稿'],
    ['POSTED', 'Posted', '已记账'],
    ['REVERSED', 'Reversed', '已冲销'],
  ]),
  ...dictGroup('ACCOUNTING_EVENT', [
    ['FINANCE_DISBURSED', 'Financing disbursed', '融资放款'],
    ['REPAYMENT_RECEIVED', 'Repayment received', '收到还款'],
    ['INTEREST_ACCRUED', 'Interest accrued', '利息计提'],
    ['FEE_CHARGED', 'Fee charged', '收取费用'],
    ['DISCOUNT_AMORTISED', 'Discount amortised', '贴现息摊销'],
    ['COLLECTION_ALLOCATED', 'Collection allocated', '归集款分配'],
  ]),
  ...dictGroup('BANK_FLOW_DIRECTION', [
    ['IN', 'Inflow', '收入'],
    ['OUT', 'Outflow', '支出'],
  ]),
  ...dictGroup('COLLECTION_ALLOCATION_STATUS', [
    ['UNALLOCATED', 'Unallocated', '未分配'],
    ['PARTIAL', 'Partly allocated', '部分分配'],
    ['ALLOCATED', 'Allocated', '已分配'],
  ]),
  ...dictGroup('E1_POSTING_TYPE', [
    ['JOURNAL', 'General journal', '总账凭证'],
    ['AR_RECEIPT', 'AR receipt', '应收收款'],
    ['AP_PAYMENT', 'AP payment', '应付付款'],
    ['ACCRUAL', 'Accrual', '计提'],
  ]),
  ...dictGroup('E1_SYNC_STATUS', [
    ['PENDING', 'Pending', '待发送'],
    ['SENT', 'Sent', '已发送'],
    ['FAILED', 'Failed', '发送失败'],
  ]),
];

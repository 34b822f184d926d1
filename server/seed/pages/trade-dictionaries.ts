import { dictGroup, type DictSeed } from '../data/dict-group';

/** Dictionaries the declared trading, confirmation, contract and overview pages' enum columns name. */
export const TRADE_DICTIONARIES: readonly DictSeed[] = [
  // /trading/invoice: an invoice from draft to confirmed by the buyer, financed, then settled.
  ...dictGroup('INVOICE_STATUS', [
    ['DRAFT', 'Draft', '草稿'],
    // Entered in the portal and sent to the buyer, not yet confirmed (ours; docs/declared-pages.md).
    ['SUBMITTED', 'Awaiting confirmation', '待确认'],
    ['CONFIRMED', 'Confirmed', '已确认'],
    ['FINANCED', 'Financed', '已融资'],
    ['SETTLED', 'Settled', '已结清'],
    ['OVERDUE', 'Overdue', '已逾期'],
  ]),
  // /confirmation/invoiceConfirmation: the buyer's answer to an invoice.
  ...dictGroup('INVOICE_CONFIRMATION_STATUS', [
    ['PENDING', 'Pending confirmation', '待确认'],
    ['CONFIRMED', 'Confirmed', '已确认'],
    ['PARTIALLY_CONFIRMED', 'Partially confirmed', '部分确认'],
    ['REJECTED', 'Rejected', '已拒绝'],
  ]),
  // /confirmation/deduction-report: why the buyer paid less than invoiced.
  ...dictGroup('DEDUCTION_REASON_TYPE', [
    ['QUALITY_DEFECT', 'Quality defect', '质量问题'],
    ['SHORT_DELIVERY', 'Short delivery', '短交'],
    ['LATE_DELIVERY', 'Late delivery penalty', '延迟交货罚款'],
    ['GOODS_RETURNED', 'Goods returned', '退货'],
    ['PRICE_ADJUSTMENT', 'Price adjustment', '价格调整'],
    ['REBATE', 'Rebate', '返利'],
    ['OTHER', 'Other', '其他'],
  ]),
  // /contract/info: where a contract stands; signing off sets SIGNED.
  ...dictGroup('CONTRACT_SIGN_STATUS', [
    ['UNSIGNED', 'Unsigned', '未签署'],
    ['SIGNED', 'Signed', '已签署'],
    ['EXPIRED', 'Expired', '已到期'],
    ['TERMINATED', 'Terminated', '已终止'],
  ]),
];

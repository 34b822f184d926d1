/**
 * The Chinese of the seed's English texts (products, banks, ledger wording, seeded remarks),
 * which records store once, in English. A zh-CN list shows these instead (record-source.ts,
 * docs/role-views.md); what a user types is kept as typed. Keys are exactly the seeded values.
 */
export const SEED_TEXTS_ZH: Readonly<Record<string, string>> = {
  // Financing products (contract information).
  'Receivables financing': '应收账款融资',
  'Payables financing': '应付账款融资',
  'Purchase order financing': '订单融资',
  'Dynamic discounting': '动态折扣',
  'Pool factoring': '池保理',
  // Banks.
  'Bank of China Shenzhen Branch': '中国银行深圳分行',
  'DBS Bank Ltd.': '星展银行',
  'DBS Bank Ltd. Singapore': '星展银行新加坡',
  'HSBC Hong Kong': '汇丰银行香港',
  'HSBC Trade Finance': '汇丰银行贸易融资部',
  'HSBC Bank (China) Company Limited Shanghai Branch': '汇丰银行（中国）有限公司上海分行',
  'The Hongkong and Shanghai Banking Corporation Limited': '香港上海汇丰银行有限公司',
  'Standard Chartered Singapore': '渣打银行新加坡',
  'Standard Chartered Bank (Singapore)': '渣打银行（新加坡）',
  'MUFG Bank Tokyo': '三菱日联银行东京',
  'MUFG Bank, Ltd. Tokyo': '三菱日联银行东京',
  'Deutsche Bank Frankfurt': '德意志银行法兰克福',
  'Deutsche Bank AG Frankfurt': '德意志银行法兰克福',
  // Deductions.
  'Inspection found damaged units in lot': '验货发现批次内有损坏件',
  'Received quantity below packing list': '实收数量少于装箱单',
  'Delivered after the agreed date; penalty per contract': '晚于约定日期交货，按合同扣罚',
  'Unit price corrected to the agreed price list': '单价按约定价目表更正',
  'Quarterly volume rebate': '季度批量返利',
  'Bank charges borne by the supplier': '银行手续费由供应商承担',
  // Seeded remarks.
  'Goods shipped in two lots': '货物分两批发运',
  'Partial shipment; balance invoiced separately': '部分发货，余款另开发票',
  'Payment terms per master agreement': '付款条件按主协议',
  'Reserve released after the buyer paid in full': '买方全额付款后释放保留款',
  'Handling fee charged twice': '手续费重复收取',
  'Short payment: the buyer paid part of the instalment': '付款不足：买方仅支付部分分期款',
  'Early repayment': '提前还款',
  'Awaiting remittance advice': '等待汇款通知',
  'Short payment: dilution under review': '付款不足：稀释审核中',
  // Vouchers, ledgers and accounting templates.
  'Financing disbursed to supplier': '向供应商放款',
  'Repayment received from buyer': '收到买方还款',
  'Month-end interest accrual': '月末计提利息',
  'Handling fee charged': '收取手续费',
  'Discount amortised for the month': '本月折扣摊销',
  'Manual adjustment: rounding difference': '手工调整：尾差',
  'Factoring receivables': '保理应收款',
  'Payables to funders': '应付资金方款项',
  'Interest receivable': '应收利息',
  'Unidentified collections': '待识别回款',
  'Financing disbursed': '融资放款',
  'Repayment received': '收到还款',
  'Interest accrued': '利息计提',
  'Fee charged': '收取费用',
  'Discount amortised': '折扣摊销',
  'Collection allocated': '回款核销',
  'Dr 1122.01 Factoring receivables / Cr 2241.03 Payables to funders':
    '借 1122.01 保理应收款 / 贷 2241.03 应付资金方款项',
  'Dr 1002.01 Bank / Cr 1122.01 Factoring receivables':
    '借 1002.01 银行存款 / 贷 1122.01 保理应收款',
  'Dr 1131.02 Interest receivable / Cr 6011.01 Interest income':
    '借 1131.02 应收利息 / 贷 6011.01 利息收入',
  'Dr 1002.01 Bank / Cr 6021.01 Fee income': '借 1002.01 银行存款 / 贷 6021.01 手续费收入',
  'Dr 2502.01 Unearned discount / Cr 6011.02 Discount income':
    '借 2502.01 未实现折扣 / 贷 6011.02 折扣收入',
  'Dr 2203.09 Unidentified collections / Cr 1122.01 Factoring receivables':
    '借 2203.09 待识别回款 / 贷 1122.01 保理应收款',
  standard: '标准版',
  'pool factoring': '池保理',
  'reverse factoring': '反向保理',
  'early repayment': '提前还款',
  'GL account 1122.01 is closed for the period': '总账科目 1122.01 本期已关账',
  'Company code missing in the E1 mapping': 'E1 映射缺少公司代码',
  'Document number already posted in E1': '凭证号已在 E1 过账',
};

/**
 * Seeded texts composed of parts: a contract title (`<product> agreement – <company>`), an
 * accounting template's name (`<event> – <variant>`) and an E1 acceptance note. `part` gives a
 * part's Chinese (a seed text or a company's name in zh-CN).
 */
export function composedSeedTextZh(value: string, part: (text: string) => string): string | null {
  const accepted = /^Accepted as E1 document (\d+)$/.exec(value);
  if (accepted) return `已作为 E1 凭证 ${accepted[1] ?? ''} 接受`;
  const dash = value.indexOf(' – ');
  if (dash < 0) return null;
  const head = value.slice(0, dash);
  const tail = value.slice(dash + 3);
  const agreement = / agreement$/.exec(head);
  const first = agreement ? `${part(head.slice(0, agreement.index))}协议` : part(head);
  return `${first} – ${part(tail)}`;
}

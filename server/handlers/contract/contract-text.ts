import type { Language } from '../../../src/shared/constants';
import { formatCalendarDate } from '../../../src/shared/format/date';
import { formatMoney } from '../../../src/shared/format/money';

/** The contract template a product's contracts are drawn up on (codes of contract-templates.ts). */
const TEMPLATE_OF_PRODUCT: Readonly<Record<string, string>> = {
  'Receivables financing': 'TPL-RPA',
  'Payables financing': 'TPL-SFA',
  'Purchase order financing': 'TPL-SFA',
  'Dynamic discounting': 'TPL-BPU',
  'Pool factoring': 'TPL-PFA',
};
/** A product without its own template is signed on the master agreement. */
const FALLBACK_TEMPLATE = 'TPL-FMA';

export const templateCodeOf = (productName: unknown): string =>
  TEMPLATE_OF_PRODUCT[String(productName)] ?? FALLBACK_TEMPLATE;

export interface ContractFacts {
  contractNo: string;
  templateName: string;
  templateVersion: number;
  companyName: string;
  funderName: string;
  counterpartyName: string;
  productName: string;
  currency: string;
  facilityLimit: string;
  expiryDate: string;
}

type Clause = { heading: string; text: string };

const EN = (f: ContractFacts): Clause[] => [
  {
    heading: '1. Parties',
    text: `This ${f.templateName} (No. ${f.contractNo}) is made between ${f.companyName} (the Seller) and ${f.funderName} (the Funder) in respect of receivables owed to the Seller by ${f.counterpartyName} (the Debtor).`,
  },
  {
    heading: '2. Facility',
    text: `The Funder makes available to the Seller a facility of up to ${f.currency} ${formatMoney(f.facilityLimit, f.currency)} under the product "${f.productName}". Each financing is requested through the portal and is subject to the Funder's approval.`,
  },
  {
    heading: '3. Assignment',
    text: 'The Seller assigns to the Funder each receivable it submits for financing, together with all rights attached to it. The Debtor is notified of the assignment where the product requires it.',
  },
  {
    heading: '4. Representations',
    text: 'The Seller represents that each receivable submitted is genuine, is owed by the named Debtor, arises from goods delivered or services rendered, and is free of any prior assignment, set-off or dispute.',
  },
  {
    heading: '5. Interest and fees',
    text: 'Interest and fees are charged as quoted for each financing and are deducted from the amount advanced unless the quote says otherwise.',
  },
  {
    heading: '6. Term',
    text: `This agreement takes effect on the day it is signed and ends on ${formatCalendarDate(f.expiryDate)}, unless terminated earlier under its terms. Financings outstanding at its end remain governed by it until repaid.`,
  },
  {
    heading: '7. Electronic signature',
    text: "The Seller signs this agreement electronically through the portal. The signature is confirmed with the signing user's own password, and the portal records who signed and when; both parties accept this record as the Seller's signature.",
  },
];

const ZH = (f: ContractFacts): Clause[] => [
  {
    heading: '一、合同各方',
    text: `本《${f.templateName}》（编号 ${f.contractNo}）由 ${f.companyName}（“卖方”）与 ${f.funderName}（“资金方”）就 ${f.counterpartyName}（“债务人”）对卖方所负应收账款订立。`,
  },
  {
    heading: '二、授信额度',
    text: `资金方在“${f.productName}”产品项下向卖方提供最高 ${f.currency} ${formatMoney(f.facilityLimit, f.currency)} 的授信额度。每笔融资须通过门户申请，并经资金方审批。`,
  },
  {
    heading: '三、应收账款转让',
    text: '卖方将其提交融资的每笔应收账款及其全部附属权利转让给资金方。产品要求时，应通知债务人该转让事项。',
  },
  {
    heading: '四、陈述与保证',
    text: '卖方保证所提交的每笔应收账款真实、由所列债务人承担、源于已交付的货物或已提供的服务，且未曾转让、不存在抵销或争议。',
  },
  {
    heading: '五、利息与费用',
    text: '利息与费用按每笔融资的报价收取，除报价另有约定外，从放款金额中扣除。',
  },
  {
    heading: '六、期限',
    text: `本协议自签署之日起生效，至 ${formatCalendarDate(f.expiryDate)} 终止，依约提前终止的除外。终止时尚未清偿的融资在清偿前仍受本协议约束。`,
  },
  {
    heading: '七、电子签署',
    text: '卖方通过门户以电子方式签署本协议，签署须以签署用户本人的密码确认，门户记录签署人及签署时间；双方认可该记录为卖方的签署。',
  },
];

/** The document's title and clauses in the reader's language: plain text, never markup. */
export function contractText(facts: ContractFacts, lang: Language) {
  const zh = lang === 'zh-CN';
  return {
    title: zh
      ? `${facts.templateName}（第 ${facts.templateVersion} 版）`
      : `${facts.templateName} (version ${facts.templateVersion})`,
    clauses: zh ? ZH(facts) : EN(facts),
  };
}

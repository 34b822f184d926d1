import type { Language } from '../../src/shared/constants';
import type { IdProblem, NameProblem } from '../../src/shared/realname/realname-rules';

type Texts = Readonly<Record<Language, string>>;

/** The server's own words of real-name verification, for API users and the mailbox notice. */
export const ID_PROBLEM_TEXT: Readonly<Record<IdProblem, Texts>> = {
  format: {
    'en-US': 'idNo: not a number of this document type',
    'zh-CN': 'idNo：不是该证件类型的号码格式',
  },
  checksum: {
    'en-US': 'idNo: the check character does not match the number',
    'zh-CN': 'idNo：校验位与号码不符',
  },
  birthDate: {
    'en-US': 'idNo: the birth date in the number does not exist',
    'zh-CN': 'idNo：号码中的出生日期不存在',
  },
  futureBirthDate: {
    'en-US': 'idNo: the birth date in the number is in the future',
    'zh-CN': 'idNo：号码中的出生日期晚于今天',
  },
  age: {
    'en-US': 'idNo: the holder must be between 18 and 120 years old',
    'zh-CN': 'idNo：证件持有人年龄须在 18 至 120 岁之间',
  },
};

export const NAME_PROBLEM_TEXT: Readonly<Record<NameProblem, Texts>> = {
  required: { 'en-US': 'realName: required', 'zh-CN': 'realName：必填' },
  invalid: {
    'en-US': "realName: 2 to 60 letters, spaces and · . ' - as on the document",
    'zh-CN': "realName：须与证件一致，2 至 60 个字符，仅限文字、空格及 · . ' -",
  },
};

export const ACCOUNT_TEXT = {
  unknown: {
    'en-US': 'bankAccountId: not an account of your company',
    'zh-CN': 'bankAccountId：不是贵公司的账户',
  },
  nameMismatch: {
    'en-US': "bankAccountId: the account name is not your company's registered name",
    'zh-CN': 'bankAccountId：账户名与贵公司的登记名称不一致',
  },
  alreadyVerified: {
    'en-US': 'bankAccountId: your company is already verified',
    'zh-CN': 'bankAccountId：贵公司已完成认证',
  },
} as const satisfies Record<string, Texts>;

/** The "bank statement" of the demo: what a real bank would show as the incoming credit. */
export function depositNotice(
  companyName: string,
  accountNoMasked: string,
  amount: string,
  currency: string,
  expiresAt: Date,
): { subject: string; body: string } {
  return {
    subject: `Verification deposit to account ${accountNoMasked} / 验证打款`,
    body: [
      `Bank statement (demo): ${currency} ${amount} credited to ${companyName}, account ${accountNoMasked}.`,
      `Enter this amount on /realname/verify-money before ${expiresAt.toISOString()} (3 attempts).`,
      `银行流水（演示）：${companyName} 账户 ${accountNoMasked} 收到 ${currency} ${amount}。`,
      `请在 ${expiresAt.toISOString()} 前于 /realname/verify-money 输入该金额（最多 3 次）。`,
    ].join('\n'),
  };
}

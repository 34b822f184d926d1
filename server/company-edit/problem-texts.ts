import type { BizRegNoProblem, NameProblem } from '../../src/shared/company-edit/normalise';
import type { Texts } from './field-problem';

/** The server's texts of the company form's problems (the form translates the check codes). */
export const PROBLEM_TEXTS = {
  required: { 'en-US': 'required', 'zh-CN': '必填' },
  tooShort: { 'en-US': 'at least 2 characters', 'zh-CN': '至少 2 个字符' },
  tooLong: { 'en-US': 'at most 100 characters', 'zh-CN': '最多 100 个字符' },
  format: { 'en-US': 'not a valid value', 'zh-CN': '格式不正确' },
  checksum: {
    'en-US': 'the check character does not match (unified social credit code)',
    'zh-CN': '校验位不正确（统一社会信用代码）',
  },
  taken: {
    'en-US': 'another company on the platform is registered with it',
    'zh-CN': '平台上已有其他企业使用',
  },
  unknownCountry: { 'en-US': 'not a country of the area list', 'zh-CN': '不是地区列表中的国家' },
  unknownArea: {
    'en-US': 'not an area of the chosen country',
    'zh-CN': '不是所选国家的地区',
  },
  unknownBank: { 'en-US': 'not a bank of the bank list', 'zh-CN': '不是银行列表中的银行' },
  otherRequired: {
    'en-US': 'describe the industry when Other is chosen',
    'zh-CN': '选择“其他”时须填写行业说明',
  },
  unknownAccount: {
    'en-US': 'not an account of your company: {accounts}',
    'zh-CN': '不是贵公司的账户：{accounts}',
  },
  accountTwice: { 'en-US': 'an account is listed twice', 'zh-CN': '同一账户被列出两次' },
  changePending: {
    'en-US': 'a change of the legal data is under review; wait for its decision',
    'zh-CN': '法定信息变更正在审核中，请等待审核结果',
  },
} as const satisfies Record<string, Texts>;

export type ProblemCode = NameProblem | BizRegNoProblem | keyof typeof PROBLEM_TEXTS;

export const withVars = (texts: Texts, vars: Readonly<Record<string, string>>): Texts => ({
  'en-US': texts['en-US'].replace(/\{(\w+)\}/g, (w, n: string) => vars[n] ?? w),
  'zh-CN': texts['zh-CN'].replace(/\{(\w+)\}/g, (w, n: string) => vars[n] ?? w),
});

import { patternRule } from './pattern-rule';
import { ruleKeys } from './rule-keys';

/**
 * The SWIFT "x" character set (A-Z a-z 0-9 / - ? : ( ) . , ' + space), which payment messages
 * carry, plus Chinese characters and full-width brackets for names registered in China. So
 * "letters" means ASCII letters; accented letters and full-width digits are refused.
 */
const ACCOUNT_NAME = /^[A-Za-z0-9\p{Script=Han} /\-?:().,'+（）]+$/u;

export const accountNameRule = () => patternRule(ruleKeys.accountName, ACCOUNT_NAME);

import { patternRule } from './pattern-rule';
import { ruleKeys } from './rule-keys';

/**
 * 0 to 99.99 with up to 2 decimals, or 100. '100.0' and '100.00' are 100 written with the
 * input's padding, so they pass too; '100.01' does not.
 */
const PERCENT = /^(?:\d{1,2}(?:\.\d{1,2})?|100(?:\.0{1,2})?)$/;

export const percentRule = () => patternRule(ruleKeys.percent, PERCENT);

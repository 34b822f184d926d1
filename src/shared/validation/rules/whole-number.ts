import { patternRule } from './pattern-rule';
import { ruleKeys } from './rule-keys';

/** Digits only: '0' and '007' pass (the spec says only "digits"). */
export const naturalRule = () => patternRule(ruleKeys.natural, /^\d+$/);

/** No leading zero and at least 1. */
export const positiveIntegerRule = () => patternRule(ruleKeys.positiveInteger, /^[1-9]\d*$/);

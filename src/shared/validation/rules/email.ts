import { z } from 'zod';
import { formatRule } from './pattern-rule';
import { ruleKeys } from './rule-keys';

/**
 * The same address format as the account forms' requiredEmail (zod's email), without its
 * required and length checks: here those are separate rules in the field's list.
 */
const EMAIL = z.email();

export const emailRule = () => formatRule(ruleKeys.email, (text) => EMAIL.safeParse(text).success);

import { firstFailure, type Rule } from '../../../src/shared/validation/rules/first-failure';

/** The key a field would show for this value, or undefined when the rule passes. */
export const keyFor = (rule: Rule, value: unknown): string | undefined =>
  firstFailure(value, [rule])?.key;

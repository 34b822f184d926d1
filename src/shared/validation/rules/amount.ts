import { currencyDecimals } from '../../format/money';
import { patternRule } from './pattern-rule';
import { ruleKeys } from './rule-keys';

/**
 * ASCII digits only (full-width digits are refused: the server reads ASCII), no sign, and a dot
 * must have digits on both sides. Leading zeros are allowed: the spec forbids them only for the
 * positive-integer rule, and the number input drops them on blur anyway.
 */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** An amount with at most 2 decimals (common.validation.number). */
export const amountRule = () => patternRule(ruleKeys.amount, AMOUNT);

/** A whole amount, for currencies without minor units (common.validation.integer). */
export const integerAmountRule = () => patternRule(ruleKeys.integer, WHOLE);

/** The amount rule a currency needs: JPY has precision 0, every other currency 2. */
export const moneyRule = (currency: string | null | undefined) =>
  currencyDecimals(currency) === 0 ? integerAmountRule() : amountRule();

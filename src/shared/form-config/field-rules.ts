import { accountNameRule } from '../validation/rules/account-name';
import { amountRule, integerAmountRule, moneyRule } from '../validation/rules/amount';
import { emailRule } from '../validation/rules/email';
import type { Rule } from '../validation/rules/first-failure';
import { percentRule } from '../validation/rules/percent';
import {
  requiredAny,
  requiredArray,
  requiredDate,
  requiredNumber,
} from '../validation/rules/required-variants';
import { urlRule } from '../validation/rules/url';
import { naturalRule, positiveIntegerRule } from '../validation/rules/whole-number';
import type { FieldConfig, FieldType } from './field-config';

/** Rule names a configuration may list, and the shared rule each one is. */
const NAMED_RULES: Readonly<Record<string, () => Rule>> = {
  amount: amountRule,
  integer: integerAmountRule,
  percent: percentRule,
  natural: naturalRule,
  positiveInteger: positiveIntegerRule,
  url: urlRule,
  email: emailRule,
  accountName: accountNameRule,
};

export const knownRuleNames = (): string[] => Object.keys(NAMED_RULES);

/** The required rule that fits how the field holds its value. */
function requiredRule(type: FieldType): Rule {
  switch (type) {
    case 'input':
      return requiredAny('input');
    case 'input-number':
    case 'input-money':
      return requiredNumber('input');
    case 'date':
      return requiredDate('select');
    case 'checkbox':
      return requiredArray('select');
    default:
      return requiredAny('select');
  }
}

/** The currency a money field is checked in: a code, or the answer of the field it names. */
function currencyOf(
  field: FieldConfig,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  const named = field.currency;
  if (named === undefined) return undefined;
  const answer = values[named];
  return typeof answer === 'string' && Object.hasOwn(values, named) ? answer : named;
}

/**
 * The field's rules in the order they run (required first, then the type's own format, then the
 * configured ones): validation stops at the first failure. An unknown rule name is logged and
 * skipped rather than failing a form the user cannot fix.
 */
export function fieldRules(
  field: FieldConfig,
  required: boolean,
  values: Readonly<Record<string, unknown>>,
  log: (message: string, detail: unknown) => void,
): Rule[] {
  const rules: Rule[] = [];
  if (required) rules.push(requiredRule(field.type));
  if (field.type === 'input-money') rules.push(moneyRule(currencyOf(field, values)));
  for (const name of field.rules) {
    const make = NAMED_RULES[name];
    if (make) rules.push(make());
    else log('form-config: unknown rule name', { field: field.name, rule: name });
  }
  return rules;
}

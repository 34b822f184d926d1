import { validationKeys } from '../validation-keys';

/**
 * The translation keys the shared rules produce (spec 000 section 5). Rules stay free of UI code:
 * an issue's message is one of these keys and the UI translates it, adding the field's label.
 * The two required texts are the portal's existing 'please input/select {label}' keys.
 */
export const ruleKeys = {
  requiredInput: validationKeys.requiredInput,
  requiredSelect: validationKeys.requiredSelect,
  amount: validationKeys.amount,
  integer: validationKeys.integer,
  percent: validationKeys.percent,
  natural: validationKeys.natural,
  positiveInteger: validationKeys.positiveInteger,
  url: validationKeys.url,
  email: validationKeys.email,
  accountName: validationKeys.accountName,
  /** Takes `label` (from the UI) and `limit` (from the rule). */
  max: validationKeys.checkMax,
  /** Takes `label` (from the UI) and `limit` (from the rule). */
  minExclusive: validationKeys.checkMinNoEquals,
} as const;

export type RuleKey = (typeof ruleKeys)[keyof typeof ruleKeys];

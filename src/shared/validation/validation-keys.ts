/**
 * The translation keys our validation rules produce. Rules stay free of UI code, so they name a key
 * and the UI translates it; a typed `t` then fails to compile if one of these keys is missing.
 *
 * The email key is the spec's (section 5). The others have no home in the spec's catalogue; they
 * live in the user centre's section until the common section takes them over.
 */
export const validationKeys = {
  /** 'please input {label}' (spec 000 section 5): the UI passes the field's label. */
  requiredInput: 'user_center.validation.required_input',
  /** 'please select {label}'. */
  requiredSelect: 'user_center.validation.required_select',
  /** Takes `label` and `max`. */
  maxLength: 'user_center.validation.max_length',
  /** Any failure without a more precise key; takes `label`. */
  invalid: 'user_center.validation.invalid',
  email: 'common.validation.email',
  mobile: 'user_center.validation.mobile',
  /** Takes `min`. */
  passwordLength: 'user_center.validation.password_length',
  passwordClasses: 'user_center.validation.password_classes',
  passwordMismatch: 'user_center.validation.password_mismatch',
  // The spec's rule catalogue (000 section 5); the rules are in ./rules.
  amount: 'common.validation.number',
  integer: 'common.validation.integer',
  percent: 'common.validation.percent',
  natural: 'common.validation.natural',
  positiveInteger: 'common.validation.positiveInteger',
  url: 'common.validation.url',
  accountName: 'common.validation.accountName',
  /** Takes `label` and `limit`. */
  checkMax: 'common.number.checkMax',
  /** Takes `label` and `limit`. */
  checkMinNoEquals: 'common.number.checkMinNoEquals',
} as const;

export type ValidationKey = (typeof validationKeys)[keyof typeof validationKeys];

const known = new Set<string>(Object.values(validationKeys));

export const isValidationKey = (message: string): message is ValidationKey => known.has(message);

import { requiredTrimmed } from './required';
import { validationKeys } from './validation-keys';

/**
 * 6 to 20 digits, spaces or dashes with an optional leading +: the contact endpoint's own rule,
 * repeated here because src/shared may not import the API declarations (a unit test checks that
 * both agree).
 */
export const MOBILE_PATTERN = /^\+?[0-9 -]{6,20}$/;

export const requiredMobile = () =>
  requiredTrimmed().regex(MOBILE_PATTERN, { error: validationKeys.mobile });

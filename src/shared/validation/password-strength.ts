import { characterClasses, isStrongPassword } from './password-policy';

/** Distinct characters beyond this add nothing more to the length half of the score. */
const FULL_LENGTH = 16;
/** A password the policy refuses never shows green (spec: above 40 is green). */
const CAP_BELOW_POLICY = 40;

/**
 * 0 to 100: half for length, half for variety. Length counts distinct characters, so repeating
 * one character does not look strong; variety counts the four character classes beyond the first.
 */
export function passwordStrength(password: string): number {
  if (password === '') return 0;
  const distinct = new Set(password).size;
  const lengthPart = (Math.min(distinct, FULL_LENGTH) / FULL_LENGTH) * 50;
  const varietyPart = ((Math.max(characterClasses(password), 1) - 1) / 3) * 50;
  const score = Math.round(lengthPart + varietyPart);
  return isStrongPassword(password) ? score : Math.min(score, CAP_BELOW_POLICY);
}

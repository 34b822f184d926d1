import { requiredRaw } from './required';
import { validationKeys } from './validation-keys';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

/**
 * Lower-case, upper-case, digit, symbol. Unicode-aware so that accented letters count as letters;
 * a "symbol" is anything that is neither a letter nor a number (spaces included, as OWASP lists
 * them). Letters without case (Chinese) count towards length only.
 */
const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u] as const;

export function characterClasses(password: string): number {
  return CLASSES.filter((pattern) => pattern.test(password)).length;
}

/** Length in code points, so an emoji or a rare character counts once. */
export const passwordLength = (password: string): number => [...password].length;

/** The one policy: the change-password form checks it and the reference server enforces it. */
export function isStrongPassword(password: string): boolean {
  return (
    passwordLength(password) >= PASSWORD_MIN_LENGTH &&
    characterClasses(password) >= PASSWORD_MIN_CLASSES
  );
}

/** A new password: required, then long enough, then varied enough. Kept exactly as typed. */
export const newPasswordRule = () =>
  requiredRaw()
    .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, {
      error: validationKeys.passwordLength,
      params: { min: PASSWORD_MIN_LENGTH },
    })
    .refine((value) => characterClasses(value) >= PASSWORD_MIN_CLASSES, {
      error: validationKeys.passwordClasses,
    });

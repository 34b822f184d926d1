import { z } from 'zod';
import {
  passwordMismatch,
  passwordsMatch,
} from '../../../../shared/validation/password-confirmation';
import { newPasswordRule } from '../../../../shared/validation/password-policy';
import { requiredRaw } from '../../../../shared/validation/required';

/**
 * Old, new and confirm, kept exactly as typed. The match check runs even while other fields still
 * fail, so the user sees every problem after one submit.
 */
export const passwordFormSchema = z
  .object({
    oldPassword: requiredRaw(),
    newPassword: newPasswordRule(),
    confirmPassword: requiredRaw(),
  })
  .refine(passwordsMatch, passwordMismatch);

export type PasswordField = keyof z.input<typeof passwordFormSchema>;
export type PasswordDraft = Record<PasswordField, string>;

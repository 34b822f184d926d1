import { z } from 'zod';
import { newPasswordRule } from '../../../../shared/validation/password-policy';
import { requiredRaw } from '../../../../shared/validation/required';
import { validationKeys } from '../../../../shared/validation/validation-keys';

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
  .refine(
    (form) => form.confirmPassword.trim() === '' || form.confirmPassword === form.newPassword,
    {
      error: validationKeys.passwordMismatch,
      path: ['confirmPassword'],
      // Zod skips object checks once a field fails; ours needs only the two texts to compare.
      when: ({ value }) => {
        const form = value as Partial<Record<string, unknown>> | null;
        return typeof form?.newPassword === 'string' && typeof form.confirmPassword === 'string';
      },
    },
  );

export type PasswordField = keyof z.input<typeof passwordFormSchema>;
export type PasswordDraft = Record<PasswordField, string>;

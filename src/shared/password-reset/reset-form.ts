import { z } from 'zod';
import { newPasswordRule } from '../validation/password-policy';
import { requiredRaw, requiredTrimmed } from '../validation/required';
import { validationKeys } from '../validation/validation-keys';
import { ACCOUNT_MAX_LENGTH, isCodeShaped } from './reset-rules';

/** Step one: the account, sent trimmed. */
export const identifyFormSchema = z.object({ account: requiredTrimmed(ACCOUNT_MAX_LENGTH) });

export type IdentifyField = keyof z.input<typeof identifyFormSchema>;

/**
 * Step two: the code and the new password twice, the user centre's rule (kept exactly as typed).
 * The match check runs even while other fields still fail, so one submit shows every problem.
 */
export const resetFormSchema = z
  .object({
    code: requiredRaw().refine(isCodeShaped, { error: validationKeys.invalid }),
    newPassword: newPasswordRule(),
    confirmPassword: requiredRaw(),
  })
  .refine(
    (form) => form.confirmPassword.trim() === '' || form.confirmPassword === form.newPassword,
    {
      error: validationKeys.passwordMismatch,
      path: ['confirmPassword'],
      when: ({ value }) => {
        const form = value as Partial<Record<string, unknown>> | null;
        return typeof form?.newPassword === 'string' && typeof form.confirmPassword === 'string';
      },
    },
  );

export type ResetField = keyof z.input<typeof resetFormSchema>;
export type ResetDraft = Record<ResetField, string>;

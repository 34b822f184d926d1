import { z } from 'zod';
import { passwordMismatch, passwordsMatch } from '../validation/password-confirmation';
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
  .refine(passwordsMatch, passwordMismatch);

export type ResetField = keyof z.input<typeof resetFormSchema>;
export type ResetDraft = Record<ResetField, string>;

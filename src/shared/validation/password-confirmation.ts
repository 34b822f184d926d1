import { validationKeys } from './validation-keys';

/** Whether the confirmation repeats the new password (an empty one is the required rule's). */
export const passwordsMatch = (form: { newPassword: string; confirmPassword: string }): boolean =>
  form.confirmPassword.trim() === '' || form.confirmPassword === form.newPassword;

/**
 * The options of the match check, for every form that asks for a new password twice (user
 * centre, password reset). It runs even while other fields still fail (Zod skips object checks
 * once a field fails; this needs only the two texts), so one submit shows every problem.
 */
export const passwordMismatch = {
  error: validationKeys.passwordMismatch,
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }): boolean => {
    const form = value as Partial<Record<string, unknown>> | null;
    return typeof form?.newPassword === 'string' && typeof form.confirmPassword === 'string';
  },
};

import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/errors/api-error';
import type { ResetField } from '../../../shared/password-reset/reset-form';
import { errorText, translateKey } from '../../core/error-text';

/** A throttled answer (code 429) with the wait the server gave, or null for any other error. */
export function throttledText(t: TFunction, error: unknown): string | null {
  if (!isApiError(error) || error.retryAfterSeconds === undefined) return null;
  const seconds = Math.max(1, error.retryAfterSeconds);
  const wait =
    seconds < 60
      ? t('reset_password.wait.seconds', { n: seconds })
      : t('reset_password.wait.minutes', { n: Math.ceil(seconds / 60) });
  return t('reset_password.error.throttled', { wait });
}

export interface ResetRefusal {
  byField: Partial<Record<ResetField, string>>;
  /** What names no field: said once above the button. */
  form: string | null;
}

/**
 * Where a refusal of the new password lands: the code's refusal and the weak password on their
 * fields (by the key the server names), anything else once for the form.
 */
export function resetRefusal(t: TFunction, error: unknown): ResetRefusal {
  const throttled = throttledText(t, error);
  if (throttled !== null) return { byField: {}, form: throttled };
  const byField: Partial<Record<ResetField, string>> = {};
  if (isApiError(error)) {
    for (const problem of error.fields ?? []) {
      if (problem.field !== 'code' && problem.field !== 'newPassword') continue;
      byField[problem.field] = problem.key
        ? translateKey(t, problem.key, problem.message)
        : problem.message;
    }
  }
  return Object.keys(byField).length > 0
    ? { byField, form: null }
    : { byField, form: errorText(t, error) };
}

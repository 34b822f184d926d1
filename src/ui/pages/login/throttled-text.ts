import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/errors/api-error';

/**
 * The login page's text for a throttled sign-in (code 429, `login.error.throttled`), with the
 * wait the server gave in seconds, or in whole minutes from a minute on; null for any other error.
 */
export function throttledText(t: TFunction, error: unknown): string | null {
  if (!isApiError(error) || error.retryAfterSeconds === undefined) return null;
  if (error.messageKey !== 'login.error.throttled') return null;
  const seconds = Math.max(1, error.retryAfterSeconds);
  const wait =
    seconds < 60
      ? t('login.wait.seconds', { n: seconds })
      : t('login.wait.minutes', { n: Math.ceil(seconds / 60) });
  return t('login.error.throttled', { wait });
}

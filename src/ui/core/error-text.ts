import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/errors/api-error';

/** A translated message for anything a worker call threw: our key if we know it, else the server's text. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.messageKey) {
      const key = error.messageKey as Parameters<TFunction>[0];
      const translated = t(key, { defaultValue: '' }) as string;
      if (translated) return translated;
    }
    if (error.kind === 'network') return t('common.error.network');
    if (error.kind === 'timeout') return t('common.error.timeout');
    return error.message || t('common.unknown');
  }
  if (error instanceof Error && error.message) return error.message;
  return t('common.unknown');
}

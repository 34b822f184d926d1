import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/errors/api-error';

/** A translated message for anything a worker call threw: our key if we know it, else the server's text. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.messageKey) {
      const translated = translateKey(t, error.messageKey);
      if (translated) return translated;
    }
    if (error.kind === 'network') return t('common.error.network');
    if (error.kind === 'timeout') return t('common.error.timeout');
    // A contract error's message is for developers (which field of which endpoint), in English.
    if (error.kind === 'contract') return t('common.error.contract');
    return error.message || t('common.unknown');
  }
  if (error instanceof Error && error.message) return error.message;
  return t('common.unknown');
}

/**
 * Keys that arrive at run time (from the server or the worker) cannot be checked by the compiler;
 * an unknown one gives '' so the caller can fall back to the server's text.
 */
export function translateKey(t: TFunction, key: string, fallback = ''): string {
  const lookup = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return lookup(key, { defaultValue: fallback });
}

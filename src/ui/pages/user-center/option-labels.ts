import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/constants';

const LANGUAGE_KEYS = {
  'en-US': 'user_center.languages.en_US',
  'zh-CN': 'user_center.languages.zh_CN',
} as const satisfies Record<Language, string>;

/** A language's name; a code we do not offer is shown as the server sent it. */
export function languageName(t: TFunction, code: string): string {
  return Object.hasOwn(LANGUAGE_KEYS, code) ? t(LANGUAGE_KEYS[code as Language]) : code;
}

/** '+8' reads as 'UTC+8'. */
export const timeZoneName = (t: TFunction, offset: string): string =>
  offset ? t('user_center.utc_offset', { offset }) : '';

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { applyPrimeLocale } from './prime-locale';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';

export const LANGUAGE_STORAGE_KEY = 'portalLanguage';

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '')
    ? (saved as Language)
    : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  document.documentElement.lang = language;
  applyPrimeLocale(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
    // Texts merged from the server after start re-render the screens that use them.
    react: { bindI18nStore: 'added' },
    returnNull: false,
  });
}

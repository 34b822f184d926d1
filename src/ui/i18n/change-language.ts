import type { Core } from '../core/bridge';
import { i18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { serverTextTree } from './server-texts';
import { applyPrimeLocale } from './prime-locale';
import { followInProfile } from './profile-language';
import type { Language } from '../../shared/constants';

/** The server's texts win over the bundled ones; failing to fetch them leaves the bundled ones. */
export async function mergeServerTranslations(core: Core, language: Language): Promise<void> {
  try {
    const flat = await core.translations.load(language);
    const tree = serverTextTree(flat);
    if (Object.keys(tree).length > 0) {
      i18n.addResourceBundle(language, 'translation', tree, true, true);
    }
  } catch {
    // Offline or signed out: the bundled texts are complete on their own.
  }
}

/**
 * Switches the UI and the worker's x-language, remembers the choice on this device and, signed
 * in, in the user's profile.
 */
export async function changeLanguage(core: Core, language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await core.settings.setLanguage(language);
  await mergeServerTranslations(core, language);
  // PrimeReact's texts first: i18next's change is what re-renders the screens.
  applyPrimeLocale(language);
  await i18n.changeLanguage(language);
  await followInProfile(core, language);
}

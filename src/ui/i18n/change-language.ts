import type { Core } from '../core/bridge';
import { i18n, LANGUAGE_STORAGE_KEY } from './i18n';
import type { Language } from '../../shared/constants';

/** Flat `a.b.c` keys from the server become the nested tree i18next keeps. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[parts[parts.length - 1] as string] = text;
  }
  return tree;
}

/** The server's texts win over the bundled ones; failing to fetch them leaves the bundled ones. */
export async function mergeServerTranslations(core: Core, language: Language): Promise<void> {
  try {
    const flat = await core.translations.load(language);
    if (Object.keys(flat).length > 0) {
      i18n.addResourceBundle(language, 'translation', nest(flat), true, true);
    }
  } catch {
    // Offline or signed out: the bundled texts are complete on their own.
  }
}

/** Switches the UI and the worker's x-language, and remembers the choice on this device. */
export async function changeLanguage(core: Core, language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await core.settings.setLanguage(language);
  await mergeServerTranslations(core, language);
  await i18n.changeLanguage(language);
}

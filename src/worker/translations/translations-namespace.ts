import { proxy } from 'comlink';
import { loadServerTranslations } from './load-server-translations';
import type { CoreServices } from '../core/create-core';

/** The server's texts for a language. */
export function translationsNamespace(core: Promise<CoreServices>) {
  return proxy({
    /** The server's texts for a language, merged by the UI over its bundled ones. */
    async load(language: string): Promise<Record<string, string>> {
      return loadServerTranslations((await core).http, language);
    },
  });
}

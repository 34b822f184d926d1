import { proxy } from 'comlink';
import type { CoreServices, PageContext } from './create-core';

/** The user's language and the page the UI shows, for the worker's requests. */
export function settingsNamespace(core: Promise<CoreServices>) {
  return proxy({
    async setLanguage(language: string): Promise<void> {
      await (await core).setLanguage(language);
    },
    async setPage(page: PageContext): Promise<void> {
      (await core).setPage(page);
    },
  });
}

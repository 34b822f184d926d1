import { proxy } from 'comlink';
import { preferenceDetail } from '../../api/endpoints/preferences/preference-detail';
import type { CoreServices } from '../core/create-core';

/** The user's stored preferences, read from the server. */
export function preferencesNamespace(core: Promise<CoreServices>) {
  return proxy({
    async get(key: string): Promise<string | null> {
      const c = await core;
      const answer = await c.http.call(preferenceDetail, { query: { key } }, { silent: true });
      return answer.valueLong;
    },
  });
}

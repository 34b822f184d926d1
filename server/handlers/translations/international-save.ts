import { internationalSave } from '../../../src/api/endpoints/translations/international-save';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { localeRecordId } from './locale-record-id';
import { parseTextMap } from './text-map';

/**
 * POST translations save (a command; its authority is declared in the route access table):
 * checks the map (known keys, plain bounded texts: text-map.ts), then merges the given key → text map over the stored one for
 * the language and namespace (given keys win, others stay). The merge happens in one statement,
 * so two saves of different keys never lose each other's work.
 */
export function registerInternationalSave(api: ApiMount): void {
  route(
    api,
    internationalSave,
    async ({ db, body }) => {
      const map = parseTextMap(body.value);
      const { rows } = await db.query<{ value: string }>(
        `INSERT INTO translations (lang_key, namespace, value, updated_at)
         VALUES ($1, $2, $3::jsonb::text, now())
         ON CONFLICT (lang_key, namespace) DO UPDATE
           SET value = (translations.value::jsonb || EXCLUDED.value::jsonb)::text,
               updated_at = EXCLUDED.updated_at
         RETURNING value`,
        [body.langKey, body.namespace, JSON.stringify(map)],
      );
      const value = rows[0]?.value;
      if (value === undefined) throw new Error('translation upsert returned no row');
      return {
        id: localeRecordId(body.langKey, body.namespace),
        langKey: body.langKey,
        namespace: body.namespace,
        value,
      };
    },
    { command: true },
  );
}

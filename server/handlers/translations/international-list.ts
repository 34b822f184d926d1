import { internationalList } from '../../../src/api/endpoints/translations/international-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { localeRecordId } from './locale-record-id';

/** POST translations list: the records of a language and/or namespace (all when both absent). */
export function registerInternationalList(api: ApiMount): void {
  route(api, internationalList, async ({ db, body }) => {
    const { rows } = await db.query<{ lang_key: string; namespace: string; value: string }>(
      `SELECT lang_key, namespace, value FROM translations
       WHERE ($1::text IS NULL OR lang_key = $1) AND ($2::text IS NULL OR namespace = $2)
       ORDER BY lang_key, namespace`,
      [body.langKey || null, body.namespace || null],
    );
    return rows.map((r) => ({
      id: localeRecordId(r.lang_key, r.namespace),
      langKey: r.lang_key,
      namespace: r.namespace,
      value: r.value,
    }));
  });
}

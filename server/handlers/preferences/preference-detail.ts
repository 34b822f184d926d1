import { preferenceDetail } from '../../../src/api/endpoints/preferences/preference-detail';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** GET preference detail: the signed-in user's JSON text under `key`, null when never saved. */
export function registerPreferenceDetail(api: ApiMount): void {
  route(api, preferenceDetail, async ({ db, user, query }) => {
    const { rows } = await db.query<{ value: string }>(
      'SELECT value FROM user_preferences WHERE user_id = $1 AND key = $2',
      [user.id, query.key],
    );
    return { key: query.key, valueLong: rows[0]?.value ?? null };
  });
}

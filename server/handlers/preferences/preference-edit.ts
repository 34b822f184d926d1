import { preferenceEdit } from '../../../src/api/endpoints/preferences/preference-edit';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** POST preference edit (a command): replaces the user's JSON text under `key`. */
export function registerPreferenceEdit(api: ApiMount): void {
  route(
    api,
    preferenceEdit,
    async ({ db, user, body }) => {
      try {
        JSON.parse(body.value);
      } catch {
        throw BusinessError.badRequest('notJsonText', { field: 'value' });
      }
      const { rows } = await db.query<{ updated_at: Date }>(
        `INSERT INTO user_preferences (user_id, key, value, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
         RETURNING updated_at`,
        [user.id, body.key, body.value],
      );
      const updatedAt = rows[0]?.updated_at;
      if (!updatedAt) throw new Error('preference upsert returned no row');
      return { key: body.key, updatedAt: updatedAt.toISOString() };
    },
    { command: true },
  );
}

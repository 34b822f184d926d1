import { updateUserInfo } from '../../../src/api/endpoints/user/update-user-info';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST update user info (a command): the user centre's edit page replaces the display name,
 * email, language, time zone and time format; userInfo answers the new values from then on.
 */
export function registerUpdateUserInfo(api: ApiMount): void {
  route(
    api,
    updateUserInfo,
    async ({ db, user, body }) => {
      const { rows } = await db.query<{ updated_at: Date }>(
        `UPDATE users SET cname = $2, email = $3, language = $4, time_zone = $5, time_format = $6,
                          updated_at = now()
         WHERE id = $1
         RETURNING updated_at`,
        [user.id, body.cname, body.email, body.language, body.timeZone, body.timeFormat],
      );
      const updatedAt = rows[0]?.updated_at;
      if (!updatedAt) throw new Error(`user ${user.id} of a live session is missing`);
      return { updatedAt: updatedAt.toISOString() };
    },
    { command: true },
  );
}

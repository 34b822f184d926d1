import { modifyContact } from '../../../src/api/endpoints/user/modify-contact';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST modify contact (a command): the mobile and the email notices go to. The mobile is the
 * one person info shows (masked); the notice email is separate from the sign-in profile's email.
 */
export function registerModifyContact(api: ApiMount): void {
  route(
    api,
    modifyContact,
    async ({ db, user, body }) => {
      const { rows } = await db.query<{ updated_at: Date }>(
        `UPDATE users SET mobile = $2, notice_email = $3, updated_at = now()
         WHERE id = $1
         RETURNING updated_at`,
        [user.id, body.mobile.trim(), body.noticeEmail],
      );
      const updatedAt = rows[0]?.updated_at;
      if (!updatedAt) throw new Error(`user ${user.id} of a live session is missing`);
      return { updatedAt: updatedAt.toISOString() };
    },
    { command: true },
  );
}

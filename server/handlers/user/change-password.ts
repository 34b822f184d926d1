import { ResultCode } from '../../../src/api/contract/envelope';
import { changePassword } from '../../../src/api/endpoints/user/change-password';
import {
  isStrongPassword,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
} from '../../../src/shared/validation/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { deleteOtherSessions } from '../../auth/sessions';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST change password. Deliberately not a command: an x-command-id is ignored and nothing of
 * the request is stored, because a stored answer would sit next to the id of a request whose body
 * held passwords, and the portal never queues passwords in its outbox. Both fields are RSA-OAEP
 * ciphertexts under loginPublicKey, as at login.
 *
 * Checks in order: decryptable (400), old password right (1004), new password strong (400 with
 * user_center.error.weak_password). The old one is checked first so that the policy message
 * never answers someone who does not know the password. Success ends the user's other sessions
 * (whoever else holds one no longer knows the password) and keeps this one.
 */
export function registerChangePassword(api: ApiMount): void {
  route(api, changePassword, async ({ db, user, body, server }) => {
    const oldPassword = server.loginKeys.decrypt(body.oldPassword);
    if (oldPassword === null)
      throw BusinessError.badRequest('notDecryptable', { field: 'oldPassword' });
    const newPassword = server.loginKeys.decrypt(body.newPassword);
    if (newPassword === null)
      throw BusinessError.badRequest('notDecryptable', { field: 'newPassword' });

    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    const stored = rows[0]?.password_hash;
    if (stored === undefined) throw new Error(`user ${user.id} of a live session is missing`);
    if (!(await verifyPassword(oldPassword, stored))) {
      throw new BusinessError(ResultCode.wrongOldPassword, 'wrongOldPassword');
    }
    // The form's own rule (src/shared), so the server never refuses what the form accepted.
    if (!isStrongPassword(newPassword)) {
      throw new BusinessError(ResultCode.badRequest, 'weakPassword', () => ({
        minLength: PASSWORD_MIN_LENGTH,
        minClasses: PASSWORD_MIN_CLASSES,
      }));
    }

    // scrypt runs before the transaction, so no lock is held while it works.
    const hash = await hashPassword(newPassword);
    const changedAt = await db.transaction(async (tx) => {
      // Only over the hash that was checked: a change made meanwhile by another session wins, and
      // this request's old password is then no longer the current one.
      const { rows: updated } = await tx.query<{ password_changed_at: Date }>(
        `UPDATE users SET password_hash = $2, password_changed_at = now()
         WHERE id = $1 AND password_hash = $3 RETURNING password_changed_at`,
        [user.id, hash, stored],
      );
      const at = updated[0]?.password_changed_at;
      if (!at) throw new BusinessError(ResultCode.wrongOldPassword, 'wrongOldPassword');
      await deleteOtherSessions(tx, user.id, user.tokenHash);
      return at;
    });
    return { changedAt: changedAt.toISOString() };
  });
}

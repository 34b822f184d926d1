import { login } from '../../../src/api/endpoints/auth/login';
import { ResultCode } from '../../../src/api/contract/envelope';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { BusinessError } from '../../http/business-error';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST login: userName and password arrive RSA-OAEP encrypted with the published key; loginName
 * is the same user name in clear. Unknown user and wrong password get the same answer (1003),
 * after the same amount of work.
 */
export function registerLogin(api: ApiMount): void {
  publicRoute(api, login, async ({ body, db, server }) => {
    const userName = server.loginKeys.decrypt(body.userName);
    if (userName === null) throw BusinessError.badRequest('notDecryptable', { field: 'userName' });
    const password = server.loginKeys.decrypt(body.password);
    if (password === null) throw BusinessError.badRequest('notDecryptable', { field: 'password' });
    if (userName.trim().toLowerCase() !== body.loginName.trim().toLowerCase()) {
      throw BusinessError.badRequest('loginNameMismatch');
    }

    const { rows } = await db.query<{ id: string; user_name: string; password_hash: string }>(
      'SELECT id, user_name, password_hash FROM users WHERE lower(user_name) = lower($1)',
      [userName.trim()],
    );
    const user = rows[0];
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
    if (!user || !ok) throw new BusinessError(ResultCode.badCredentials, 'badCredentials');

    // Expired sessions of this user are dropped here rather than by a timer.
    await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()', [user.id]);
    const token = await createSession(db, user.id);
    return { token, userId: user.id, userName: user.user_name };
  });
}

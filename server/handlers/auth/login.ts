import { beginPasswordAttempt } from '../../auth/begin-password-attempt';
import { login } from '../../../src/api/endpoints/auth/login';
import { ResultCode } from '../../../src/api/contract/envelope';
import { readLoginPasswordStamp } from '../../../src/api/crypto/login-stamp';
import { clientAddressKey } from '../../auth/client-address';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { BusinessError } from '../../http/business-error';
import { throttledError } from '../../http/retry-after';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST login: userName and password arrive RSA-OAEP encrypted with the published key; loginName
 * is the same user name in clear. The password's ciphertext holds `{ts, nonce, password}`
 * (src/api/crypto/login-stamp.ts): a stale stamp or a nonce seen before is refused, so a
 * captured body cannot be sent again. Unknown user and wrong password get the same answer
 * (1003), after the same amount of work, and are throttled alike: per user name and per client
 * address, repeated failures lock for growing periods (code 429 with a retry-after), during
 * which even the right password is refused.
 */
export function registerLogin(api: ApiMount): void {
  const { signIn } = api.server.limits;
  publicRoute(api, login, async ({ body, db, server, request }) => {
    const address = clientAddressKey(request);
    // A locked address is refused before any decryption work.
    const addressLock = signIn.byAddress.lockedFor(address);
    if (addressLock > 0) throw throttledError(request, 'signInThrottled', addressLock);

    const userName = server.loginKeys.decrypt(body.userName);
    if (userName === null) throw BusinessError.badRequest('notDecryptable', { field: 'userName' });
    const sealed = server.loginKeys.decrypt(body.password);
    if (sealed === null) throw BusinessError.badRequest('notDecryptable', { field: 'password' });
    const stamp = readLoginPasswordStamp(sealed);
    if (!stamp) throw BusinessError.badRequest('loginStampMissing');
    const name = userName.trim().toLowerCase();
    if (name !== body.loginName.trim().toLowerCase()) {
      throw BusinessError.badRequest('loginNameMismatch');
    }
    const fresh = signIn.replay.check(stamp);
    if (!fresh.ok) {
      if (fresh.reason === 'full') {
        throw throttledError(request, 'signInThrottled', fresh.retryAfterMs);
      }
      throw fresh.reason === 'stale'
        ? BusinessError.badRequest('loginStampStale', {
            maxAge: Math.round(signIn.replay.maxAgeMs / 1000),
          })
        : BusinessError.badRequest('loginStampReplayed');
    }

    const { byAddress, byName } = beginPasswordAttempt(signIn, request, address, name);

    let counted = false;
    try {
      const { rows } = await db.query<{ id: string; user_name: string; password_hash: string }>(
        'SELECT id, user_name, password_hash FROM users WHERE lower(user_name) = lower($1)',
        [userName.trim()],
      );
      const user = rows[0];
      const hash = user?.password_hash ?? (await decoyPasswordHash());
      const ok = await verifyPassword(stamp.password, hash);
      if (!user || !ok) {
        counted = true;
        throw new BusinessError(ResultCode.badCredentials, 'badCredentials');
      }
      byName.clear();
      byAddress.undo();
      counted = true;

      // Expired sessions of this user are dropped here rather than by a timer.
      await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()', [user.id]);
      const token = await createSession(db, user.id);
      return { token, userId: user.id, userName: user.user_name };
    } finally {
      // A server failure before the verdict is no failed guess.
      if (!counted) {
        byName.undo();
        byAddress.undo();
      }
    }
  });
}

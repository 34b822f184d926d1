import { requestResetCode } from '../../../src/api/endpoints/password-reset/request-reset-code';
import {
  CODE_TTL_MINUTES,
  RESEND_COOLDOWN_SECONDS,
  accountKey,
} from '../../../src/shared/password-reset/reset-rules';
import { clientAddressKey } from '../../auth/client-address';
import { throttledError } from '../../http/retry-after';
import { publicRoute } from '../../http/route';
import type { ApiMount, ServerContext } from '../../http/server-context';
import { deliverDevMail } from '../../mail/dev-mailbox';
import { findAccount } from './find-account';
import { storeCode } from './reset-codes';
import { resetLimitsOf } from './reset-limits';
import { resetMail } from './reset-texts';

/**
 * POST requestCode (public). Throttled per account as typed and per client address, known or
 * not, so a refusal tells nothing either. The answer holds only the rules' constants and is
 * written before the account is even looked up: finding the user, hashing the code and
 * delivering the mail run afterwards, so neither the body, the status nor the time of the answer
 * depends on whether the account exists (docs/password-reset.md).
 */
export function registerRequestCode(api: ApiMount): void {
  publicRoute(api, requestResetCode, async ({ body, server, request }) => {
    const limits = resetLimitsOf(server);
    const byAddress = limits.requestsByAddress.take(clientAddressKey(request));
    if (!byAddress.ok) throw throttledError(request, 'tooManyRequests', byAddress.retryAfterMs);
    const byAccount = limits.requestsByAccount.take(accountKey(body.account));
    if (!byAccount.ok) throw throttledError(request, 'tooManyRequests', byAccount.retryAfterMs);

    const at = limits.now();
    setImmediate(() => {
      sendCode(server, body.account, at).catch((error: unknown) =>
        server.log.error('[password reset] a code could not be delivered:', error),
      );
    });
    return { resendAfterSeconds: RESEND_COOLDOWN_SECONDS, validMinutes: CODE_TTL_MINUTES };
  });
}

async function sendCode(server: ServerContext, account: string, at: number): Promise<void> {
  const user = await findAccount(server.db, account);
  if (!user) return;
  const code = await storeCode(server.db, user.id, at);
  if (code === null) return;
  const { rows } = await server.db.query<{ language: string }>(
    'SELECT language FROM users WHERE id = $1',
    [user.id],
  );
  const mail = resetMail(rows[0]?.language ?? 'en-US', user.userName, code);
  await deliverDevMail(server.db, server.log, { recipient: user.email, ...mail });
}

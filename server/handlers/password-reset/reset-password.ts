import type { Context } from 'hono';
import { ResultCode } from '../../../src/api/contract/envelope';
import { resetPassword } from '../../../src/api/endpoints/password-reset/reset-password';
import type { Language } from '../../../src/shared/constants';
import { accountKey } from '../../../src/shared/password-reset/reset-rules';
import {
  isStrongPassword,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
} from '../../../src/shared/validation/password-policy';
import { clientAddressKey } from '../../auth/client-address';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import type { Attempt } from '../../auth/throttle';
import { BusinessError } from '../../http/business-error';
import { messageText } from '../../http/messages';
import { throttledError } from '../../http/retry-after';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { findAccount } from './find-account';
import { claimGuess } from './reset-codes';
import { resetLimitsOf, type ResetLimits } from './reset-limits';
import { codeRefusedText } from './reset-texts';

const CODE_FIELD_KEY = 'reset_password.error.code_invalid';

/**
 * POST resetPassword (public). Checks in order: new password decryptable (400) and strong (400
 * on newPassword, the user centre's rule and message), so a weak password never costs a guess;
 * then the guess is counted (per account as typed, per address; locked: 429) and checked
 * against the account's newest live code, after the same scrypt work whether or not the account
 * or a code exists. Every miss is the one refusal on `code`. A right code sets the password,
 * closes the code and every other code of the user, and ends every session of the user.
 */
export function registerResetPassword(api: ApiMount): void {
  publicRoute(api, resetPassword, async ({ body, db, server, request, lang }) => {
    const limits = resetLimitsOf(server);
    const address = clientAddressKey(request);
    const addressLock = limits.failuresByAddress.lockedFor(address);
    if (addressLock > 0) throw throttledError(request, 'tooManyRequests', addressLock);

    const newPassword = server.loginKeys.decrypt(body.newPassword);
    if (newPassword === null) {
      throw BusinessError.badRequest('notDecryptable', { field: 'newPassword' });
    }
    if (!isStrongPassword(newPassword)) throw weakPassword(lang);

    const { byAddress, byAccount } = beginGuess(limits, request, address, body.account);
    let settled = false;
    try {
      const user = await findAccount(db, body.account);
      // The same statement for an unknown account (it matches nothing), so both take as long.
      const live = await claimGuess(db, user?.id ?? '', limits.now());
      const right = await verifyPassword(body.code, live?.hash ?? (await decoyPasswordHash()));
      if (!user || !live || !right) {
        settled = true;
        throw codeRefused(lang);
      }
      // scrypt before the transaction, so no lock is held while it works.
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const at = new Date(limits.now());
        // Only once: a second request with the same code finds it closed.
        const { rows } = await tx.query(
          `UPDATE password_reset_codes SET closed_at = $2
           WHERE id = $1 AND closed_at IS NULL RETURNING id`,
          [live.id, at],
        );
        if (rows.length === 0) throw codeRefused(lang);
        await tx.query(
          'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1',
          [user.id, hash],
        );
        await tx.query(
          'UPDATE password_reset_codes SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL',
          [user.id, at],
        );
        // Whoever holds a session of the user no longer knows the password: all of them end.
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
      });
      byAccount.clear();
      byAddress.undo();
      settled = true;
      return { reset: true as const };
    } finally {
      // A server failure before the verdict is no failed guess.
      if (!settled) {
        byAccount.undo();
        byAddress.undo();
      }
    }
  });
}

function beginGuess(
  limits: ResetLimits,
  request: Context,
  address: string,
  account: string,
): { byAddress: Attempt; byAccount: Attempt } {
  const byAddress = limits.failuresByAddress.begin(address);
  if (!byAddress.ok) throw throttledError(request, 'tooManyRequests', byAddress.retryAfterMs);
  const byAccount = limits.failuresByAccount.begin(accountKey(account));
  if (!byAccount.ok) {
    byAddress.undo();
    throw throttledError(request, 'tooManyRequests', byAccount.retryAfterMs);
  }
  return { byAddress, byAccount };
}

function codeRefused(lang: Language): BusinessError {
  return new BusinessError(
    ResultCode.badRequest,
    'badRequest',
    (answerLang) => ({ detail: codeRefusedText(answerLang) }),
    { fields: [{ field: 'code', key: CODE_FIELD_KEY, message: codeRefusedText(lang) }] },
  );
}

/** The user centre's refusal (same message key), on the field it is about. */
function weakPassword(lang: Language): BusinessError {
  const vars = { minLength: PASSWORD_MIN_LENGTH, minClasses: PASSWORD_MIN_CLASSES };
  return new BusinessError(ResultCode.badRequest, 'weakPassword', () => vars, {
    fields: [
      {
        field: 'newPassword',
        key: 'user_center.error.weak_password',
        message: messageText('weakPassword', lang, vars),
      },
    ],
  });
}

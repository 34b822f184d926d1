import { proxy } from 'comlink';
import { encryptForLogin, importLoginPublicKey } from '../../api/crypto/rsa-oaep';
import { requestResetCode } from '../../api/endpoints/password-reset/request-reset-code';
import { resetPassword } from '../../api/endpoints/password-reset/reset-password';
import type { CoreServices } from '../core/create-core';

export interface ResetCodeSent {
  /** "Send again" is accepted after this many seconds. */
  resendAfterSeconds: number;
  validMinutes: number;
}

/**
 * Password reset by one-time code, usable without a session (docs/password-reset.md). Direct
 * calls, never outbox commands: a password must not rest in IndexedDB. The new password is
 * encrypted here with the login key, as the login and the user centre do; errors (wrong code,
 * weak password, throttled) go back to the page, which keeps what was typed.
 */
export function passwordResetNamespace(core: Promise<CoreServices>) {
  let publicKey: Promise<CryptoKey> | undefined;
  return proxy({
    async requestCode(account: string): Promise<ResetCodeSent> {
      const c = await core;
      return c.http.call(requestResetCode, { body: { account } }, { silent: true });
    },
    async resetPassword(account: string, code: string, newPassword: string): Promise<void> {
      const c = await core;
      publicKey ??= importLoginPublicKey(c.config.loginPublicKey);
      const cipher = await encryptForLogin(await publicKey, newPassword);
      await c.http.call(
        resetPassword,
        { body: { account, code, newPassword: cipher } },
        { silent: true },
      );
    },
  });
}

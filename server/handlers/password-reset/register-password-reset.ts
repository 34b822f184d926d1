import type { ApiMount } from '../../http/server-context';
import { registerRequestCode } from './request-code';
import { registerResetPassword } from './reset-password';

/**
 * Mounts the routes of password reset (public). The development mailbox is mounted outside /api
 * by mountDevMailbox (server/mail/dev-mailbox-routes.ts).
 */
export function registerPasswordReset(api: ApiMount): void {
  registerRequestCode(api);
  registerResetPassword(api);
}

import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { ACCOUNT_MAX_LENGTH } from '../../../shared/password-reset/reset-rules';
import { defineEndpoint } from '../../contract/endpoint';
import { RESET_BASE } from './reset-base';

export const resetAccount = () => identifier(ACCOUNT_MAX_LENGTH).trim().min(1);

/**
 * Asks for a one-time code for a user name or e-mail address. Public (no session). The answer is
 * the same whether or not such a user exists: only the rules' constants, never who the user is.
 */
export const requestResetCode = defineEndpoint({
  id: 'passwordReset.requestCode',
  method: 'POST',
  path: `${RESET_BASE}/requestCode`,
  public: true,
  body: z.object({ account: resetAccount() }),
  data: z.object({
    /** "Send again" is accepted after this many seconds. */
    resendAfterSeconds: z.number().int().min(0).max(3600),
    /** How long a code is good for. */
    validMinutes: z.number().int().min(1).max(60),
  }),
});

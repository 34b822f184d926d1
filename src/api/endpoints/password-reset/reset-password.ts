import { z } from 'zod';
import { CODE_LENGTH } from '../../../shared/password-reset/reset-rules';
import { encryptedField } from '../../contract/encrypted-field';
import { defineEndpoint } from '../../contract/endpoint';
import { RESET_BASE } from './reset-base';
import { resetAccount } from './request-reset-code';

/**
 * Sets a new password with the code the user received. Public (no session). The new password
 * travels RSA-OAEP encrypted under loginPublicKey, as at login and in the user centre. A wrong,
 * expired, used or burnt code, and an unknown account, all get the same refusal on `code`.
 */
export const resetPassword = defineEndpoint({
  id: 'passwordReset.resetPassword',
  method: 'POST',
  path: `${RESET_BASE}/resetPassword`,
  public: true,
  body: z.object({
    account: resetAccount(),
    code: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`)),
    newPassword: encryptedField(),
  }),
  data: z.object({ reset: z.literal(true) }),
});

import { z } from 'zod';
import { encryptedField } from '../../contract/encrypted-field';
import { defineEndpoint } from '../../contract/endpoint';

/** Both passwords travel RSA-OAEP encrypted like the login's (path ours, see docs). */
export const changePassword = defineEndpoint({
  id: 'user.changePassword',
  method: 'POST',
  path: '/api/{product}-auth-center/userClient/changePassword',
  body: z.object({
    oldPassword: encryptedField(),
    newPassword: encryptedField(),
  }),
  data: z.object({ changedAt: z.string() }),
});

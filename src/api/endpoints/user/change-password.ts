import { z } from 'zod';
import { freeText, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** Both passwords travel RSA-OAEP encrypted like the login's (path ours, see docs). */
export const changePassword = defineEndpoint({
  id: 'user.changePassword',
  method: 'POST',
  path: '/api/{product}-auth-center/userClient/changePassword',
  body: z.object({
    oldPassword: freeText(TEXT_LIMITS.name).min(1),
    newPassword: freeText(TEXT_LIMITS.name).min(1),
  }),
  data: z.object({ changedAt: z.string() }),
});

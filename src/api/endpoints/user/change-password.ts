import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

/** Both passwords travel RSA-OAEP encrypted like the login's (path ours, see docs). */
export const changePassword = defineEndpoint({
  id: 'user.changePassword',
  method: 'POST',
  path: '/api/{product}-auth-center/userClient/changePassword',
  body: z.object({ oldPassword: z.string().min(1), newPassword: z.string().min(1) }),
  data: z.object({ changedAt: z.string() }),
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const logoutBody = z.object({ token: z.string().min(1), appId: z.string().min(1) });

/** Public: a token that already expired must still be able to say goodbye. */
export const logout = defineEndpoint({
  id: 'auth.logout',
  method: 'DELETE',
  path: '/api/{product}-auth-center/login/logout',
  body: logoutBody,
  data: z.null().optional(),
  public: true,
});

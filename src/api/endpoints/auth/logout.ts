import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

export const logoutBody = z.object({
  token: identifier().min(1),
  appId: identifier(64).min(1),
});

/** Public: a token that already expired must still be able to say goodbye. */
export const logout = defineEndpoint({
  id: 'auth.logout',
  method: 'DELETE',
  path: '/api/{product}-auth-center/login/logout',
  body: logoutBody,
  data: z.null().optional(),
  public: true,
});

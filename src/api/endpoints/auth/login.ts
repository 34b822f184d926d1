import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { encryptedField } from '../../contract/encrypted-field';
import { defineEndpoint } from '../../contract/endpoint';

/** userName and password travel RSA-OAEP encrypted (base64); loginName is the plain name. */
export const loginBody = z.object({
  userName: encryptedField(),
  password: encryptedField(),
  loginName: identifier(64).min(1),
  type: z.literal(1),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z.object({
  token: z.string().min(1),
  userId: z.string().min(1),
  userName: z.string().min(1),
});
export type LoginData = z.infer<typeof loginData>;

export const login = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/api/{product}-auth-center/login',
  body: loginBody,
  data: loginData,
  public: true,
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const preferenceEditBody = z.object({
  key: z.string().min(1).max(200),
  /** JSON text. */
  value: z.string().max(200_000),
});

export const preferenceEdit = defineEndpoint({
  id: 'preferences.edit',
  method: 'POST',
  path: '/api/{product}-auth-center/user/preference/edit',
  body: preferenceEditBody,
  data: z.object({ key: z.string(), updatedAt: z.string() }),
});

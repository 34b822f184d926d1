import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

export const preferenceEditBody = z.object({
  key: identifier(200).min(1),
  /** JSON text. */
  value: freeText(200_000),
});

export const preferenceEdit = defineEndpoint({
  id: 'preferences.edit',
  method: 'POST',
  path: '/api/{product}-auth-center/user/preference/edit',
  body: preferenceEditBody,
  data: z.object({ key: z.string(), updatedAt: z.string() }),
});

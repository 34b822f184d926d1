import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** valueLong holds the JSON text saved under the key, or null when nothing was saved. */
export const preferenceDetail = defineEndpoint({
  id: 'preferences.detail',
  method: 'GET',
  path: '/api/{product}-auth-center/user/preference/detail',
  query: z.object({ key: identifier(200).min(1) }),
  data: z.object({ key: z.string(), valueLong: z.string().nullable() }),
});

import { z } from 'zod';
import { freeText } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** The user centre's edit page (path not shown in the spec; ours, see docs/api-conventions.md). */
export const updateUserInfoBody = z.object({
  cname: freeText(64).trim().min(1),
  email: z.email().max(128),
  language: z.enum(['en-US', 'zh-CN']),
  timeZone: z
    .string()
    .max(6)
    .regex(/^[+-]\d{1,2}(:\d{2})?$/),
  timeFormat: z.enum(['YYYY/MM/DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD']),
});

export const updateUserInfo = defineEndpoint({
  id: 'user.updateInfo',
  method: 'POST',
  path: '/api/{product}-auth-center/userClient/updateUserInfo',
  body: updateUserInfoBody,
  data: z.object({ updatedAt: z.string() }),
});

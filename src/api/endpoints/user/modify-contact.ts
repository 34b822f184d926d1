import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

/** The user centre's "modify" page: the contact details used for notices (path ours). */
export const modifyContactBody = z.object({
  mobile: z
    .string()
    .max(20)
    .regex(/^\+?[0-9 -]{6,20}$/),
  noticeEmail: z.email().max(128),
});

export const modifyContact = defineEndpoint({
  id: 'user.modifyContact',
  method: 'POST',
  path: '/api/{product}-auth-center/userClient/modifyContact',
  body: modifyContactBody,
  data: z.object({ updatedAt: z.string() }),
});

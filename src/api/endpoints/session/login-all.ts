import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { companyRoleSchema } from './user-info';

export const loginChoiceSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  companyRole: companyRoleSchema,
  current: z.boolean(),
});

/** The company roles the signed-in user may act as (the header's role switcher). */
export const loginAll = defineEndpoint({
  id: 'session.loginAll',
  method: 'GET',
  path: '/api/{product}-auth-center/login/all',
  data: z.array(loginChoiceSchema),
});

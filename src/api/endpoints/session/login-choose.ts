import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { companyRoleSchema } from './user-info';

/** Picks one of login/all's choices for this session. */
export const loginChoose = defineEndpoint({
  id: 'session.loginChoose',
  method: 'POST',
  path: '/api/{product}-auth-center/login/choose',
  body: z.object({ companyId: identifier(64).min(1), companyRole: companyRoleSchema }),
  data: z.object({ companyId: z.string(), companyRole: companyRoleSchema }),
});

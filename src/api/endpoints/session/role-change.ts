import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { companyRoleSchema } from './user-info';

/** Switches the session's active company role to one the user holds. */
export const roleChange = defineEndpoint({
  id: 'session.roleChange',
  method: 'GET',
  path: '/api/{product}-auth-center/login/change/{role}',
  params: z.object({ role: identifier(32).min(1) }),
  data: z.object({ companyRole: companyRoleSchema }),
});

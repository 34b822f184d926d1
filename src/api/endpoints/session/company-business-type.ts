import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

/** The pool mode of the user's company; an empty value when it has none (or the call fails). */
export const poolModeSchema = z.enum(['DBS_POOL_FACTORING', 'SCF_POOL_FACTORING', '']);

export const companyBusinessType = defineEndpoint({
  id: 'session.companyBusinessType',
  method: 'GET',
  path: '/api/{product}-financial-transaction/air8PoolFinanceOrder/client/getCompanyBusinessType',
  data: z.string().nullable(),
});

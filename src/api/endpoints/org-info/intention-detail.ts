import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { INTENTION_BASE, intentionId, intentionSchema } from './intention-schemas';

/** GET detail: one intention the caller may see (the edit form and the pricing dialog read it). */
export const intentionDetail = defineEndpoint({
  id: 'orgInfo.detail',
  method: 'GET',
  path: `${INTENTION_BASE}/detail`,
  query: z.object({ id: intentionId }),
  data: intentionSchema.extend({ today: z.string() }),
});

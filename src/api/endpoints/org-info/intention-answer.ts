import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { INTENTION_BASE, intentionId, intentionSchema } from './intention-schemas';

/** POST answer: the supplier accepts or rejects the price (spec 000 §6 "Accept/Reject pricing"). */
export const intentionAnswer = defineEndpoint({
  id: 'orgInfo.answer',
  method: 'POST',
  path: `${INTENTION_BASE}/answer`,
  body: z.object({ id: intentionId, answer: z.enum(['ACCEPT', 'REJECT']) }),
  data: intentionSchema,
});

import { defineEndpoint } from '../../contract/endpoint';
import { INTENTION_BASE, intentionFiguresBody, intentionSchema } from './intention-schemas';

/** POST add: a new intention of the caller's company, awaiting a price. */
export const intentionAdd = defineEndpoint({
  id: 'orgInfo.add',
  method: 'POST',
  path: `${INTENTION_BASE}/add`,
  body: intentionFiguresBody,
  data: intentionSchema,
});

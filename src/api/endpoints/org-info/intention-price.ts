import { defineEndpoint } from '../../contract/endpoint';
import { INTENTION_BASE, intentionSchema, priceBody } from './intention-schemas';

/** POST price: a funder of the intention's product answers with its rate and validity. */
export const intentionPrice = defineEndpoint({
  id: 'orgInfo.price',
  method: 'POST',
  path: `${INTENTION_BASE}/price`,
  body: priceBody,
  data: intentionSchema,
});

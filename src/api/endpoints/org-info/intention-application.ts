import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { INTENTION_BASE, intentionId, priceSchema } from './intention-schemas';

/**
 * GET application: what a finance-order application takes from an accepted intention whose price
 * is still valid (the supplier's own only): the product, the funder that priced it, the buyer as
 * the application's buyer picker names it, the amount and the accepted price.
 */
export const intentionApplication = defineEndpoint({
  id: 'orgInfo.application',
  method: 'GET',
  path: `${INTENTION_BASE}/application`,
  query: z.object({ id: intentionId }),
  data: z.object({
    intentionId: z.string(),
    productId: z.string(),
    currency: z.string(),
    funderCompanyId: z.string(),
    funderName: z.string(),
    buyerName: z.string(),
    buyerCode: z.string(),
    baseRateType: z.string().nullable(),
    amount: z.string(),
    tenorDays: z.number().int(),
    price: priceSchema,
  }),
});

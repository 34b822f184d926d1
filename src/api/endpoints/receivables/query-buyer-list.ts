import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE } from './common';

/** The supplier's buyers with how many receivables each has; `keyword` matches code or name (case-insensitive substring), `currency` counts only that currency. */
export const queryBuyerList = defineEndpoint({
  id: 'receivables.queryBuyerList',
  method: 'POST',
  path: `${AR_BASE}/queryBuyerList`,
  body: z.object({ keyword: z.string().optional(), currency: z.string().optional() }),
  data: z.array(
    z.object({
      buyerCode: z.string(),
      buyerName: z.string(),
      country: z.string(),
      receivableCount: z.number().int(),
    }),
  ),
});

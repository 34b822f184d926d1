import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody } from './common';

/** Counts of the supplier's trade records under the common filters (date: issue date). */
export const queryTradeInfoCount = defineEndpoint({
  id: 'receivables.queryTradeInfoCount',
  method: 'POST',
  path: `${AR_BASE}/queryTradeInfoCount`,
  body: arFilterBody,
  data: z.object({
    receivableCount: z.number().int(),
    buyerCount: z.number().int(),
    openCount: z.number().int(),
    partiallyPaidCount: z.number().int(),
    overdueCount: z.number().int(),
    paidCount: z.number().int(),
    financedCount: z.number().int(),
    paymentCount: z.number().int(),
    dilutionCount: z.number().int(),
  }),
});

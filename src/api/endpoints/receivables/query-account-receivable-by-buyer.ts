import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, money } from './common';

/** Receivables per buyer and currency: count, invoiced amount and outstanding (date: issue date). The path keeps the spec's spelling. */
export const queryAccountReceivableByBuyer = defineEndpoint({
  id: 'receivables.queryAccountReceivaleByBuyer',
  method: 'POST',
  path: `${AR_BASE}/queryAccountReceivaleByBuyer`,
  body: arFilterBody,
  data: z.array(
    z.object({
      buyerCode: z.string(),
      buyerName: z.string(),
      currency: z.string(),
      receivableCount: z.number().int(),
      amount: money,
      outstanding: money,
    }),
  ),
});

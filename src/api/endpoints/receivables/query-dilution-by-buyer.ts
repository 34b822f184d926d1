import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, money } from './common';

/** Dilutions (credit notes, returns, discounts) per buyer and currency (date: dilution date). */
export const queryDilutionByBuyer = defineEndpoint({
  id: 'receivables.queryDilutionByBuyer',
  method: 'POST',
  path: `${AR_BASE}/queryDilutionByBuyer`,
  body: arFilterBody,
  data: z.array(
    z.object({
      buyerCode: z.string(),
      buyerName: z.string(),
      currency: z.string(),
      dilutionCount: z.number().int(),
      dilutionAmount: money,
    }),
  ),
});

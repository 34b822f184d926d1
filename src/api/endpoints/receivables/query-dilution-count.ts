import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody } from './common';

/** How many dilutions, of how many receivables and buyers (date: dilution date). */
export const queryDilutionCount = defineEndpoint({
  id: 'receivables.queryDilutionCount',
  method: 'POST',
  path: `${AR_BASE}/queryDilutionCount`,
  body: arFilterBody,
  data: z.object({
    dilutionCount: z.number().int(),
    receivableCount: z.number().int(),
    buyerCount: z.number().int(),
  }),
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, isoMonth, money } from './common';

/** Dilutions per month and currency (date: dilution date). */
export const queryDilutionByDate = defineEndpoint({
  id: 'receivables.queryDilutionByDate',
  method: 'POST',
  path: `${AR_BASE}/queryDilutionByDate`,
  body: arFilterBody,
  data: z.array(
    z.object({
      month: isoMonth,
      currency: z.string(),
      dilutionCount: z.number().int(),
      dilutionAmount: money,
    }),
  ),
});

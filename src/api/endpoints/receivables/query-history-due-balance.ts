import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, isoMonth, money } from './common';

/** By due month and currency: the amount that fell due and what of it is still outstanding (date: due date). */
export const queryHistoryDueBalance = defineEndpoint({
  id: 'receivables.queryHistoryDueBalance',
  method: 'POST',
  path: `${AR_BASE}/queryHistoryDueBalance`,
  body: arFilterBody,
  data: z.array(
    z.object({
      month: isoMonth,
      currency: z.string(),
      dueAmount: money,
      outstandingAmount: money,
      receivableCount: z.number().int(),
    }),
  ),
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody } from './common';

/** How many receivables still have an outstanding balance, by status (date: due date). */
export const queryDueBalanceCount = defineEndpoint({
  id: 'receivables.queryDueBalanceCount',
  method: 'POST',
  path: `${AR_BASE}/queryDueBalanceCount`,
  body: arFilterBody,
  data: z.object({
    totalCount: z.number().int(),
    openCount: z.number().int(),
    partiallyPaidCount: z.number().int(),
    overdueCount: z.number().int(),
  }),
});

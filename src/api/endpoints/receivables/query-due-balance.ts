import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, money } from './common';

/** Outstanding balance per currency, split into not yet due and overdue (date: due date). */
export const queryDueBalance = defineEndpoint({
  id: 'receivables.queryDueBalance',
  method: 'POST',
  path: `${AR_BASE}/queryDueBalance`,
  body: arFilterBody,
  data: z.array(
    z.object({
      currency: z.string(),
      notDueBalance: money,
      overdueBalance: money,
      totalBalance: money,
      receivableCount: z.number().int(),
    }),
  ),
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, isoMonth, money } from './common';

/** Receivables per issue month and currency: count, invoiced amount and outstanding (date: issue date). The path keeps the spec's spelling. */
export const queryAccountReceivableByDate = defineEndpoint({
  id: 'receivables.queryAccountReceivaleByDate',
  method: 'POST',
  path: `${AR_BASE}/queryAccountReceivaleByDate`,
  body: arFilterBody,
  data: z.array(
    z.object({
      month: isoMonth,
      currency: z.string(),
      receivableCount: z.number().int(),
      amount: money,
      outstanding: money,
    }),
  ),
});

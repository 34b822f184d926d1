import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, isoMonth, money } from './common';

/** Payments per month and currency (date: payment date). */
export const queryPaymentHistoryByDate = defineEndpoint({
  id: 'receivables.queryPaymentHistoryByDate',
  method: 'POST',
  path: `${AR_BASE}/queryPaymentHistoryByDate`,
  body: arFilterBody,
  data: z.array(
    z.object({
      month: isoMonth,
      currency: z.string(),
      paymentCount: z.number().int(),
      paidAmount: money,
    }),
  ),
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, money } from './common';

/** Payments received per buyer and currency (date: payment date). */
export const queryPaymentHistoryByBuyer = defineEndpoint({
  id: 'receivables.queryPaymentHistoryByBuyer',
  method: 'POST',
  path: `${AR_BASE}/queryPaymentHistoryByBuyer`,
  body: arFilterBody,
  data: z.array(
    z.object({
      buyerCode: z.string(),
      buyerName: z.string(),
      currency: z.string(),
      paymentCount: z.number().int(),
      paidAmount: money,
    }),
  ),
});

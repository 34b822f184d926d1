import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

/** Headline figures of the company for the home page; amounts are decimal strings. */
export const summaryCompany = defineEndpoint({
  id: 'session.summaryCompany',
  method: 'POST',
  path: '/api/{product}-financial-transaction/financeOrder/client/summaryCompany',
  body: z.object({}),
  data: z.object({
    companyName: z.string(),
    currency: z.string(),
    financedAmount: z.string(),
    outstandingAmount: z.string(),
    availableLimit: z.string(),
    orderCount: z.number(),
  }),
});

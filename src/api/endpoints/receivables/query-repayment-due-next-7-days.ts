import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, currencyAmountRow } from './common';

/** Balance of active financings whose repayment date is today or within the next 7 days (server date), per currency. beginDate/endDate are ignored. */
export const queryRepaymentDueInNext7DaysAmount = defineEndpoint({
  id: 'receivables.queryRepaymentDueInNext7DaysAmount',
  method: 'POST',
  path: `${AR_BASE}/queryRepaymentDueInNext7DaysAmount`,
  body: arFilterBody,
  data: z.array(currencyAmountRow),
});

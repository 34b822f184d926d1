import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, currencyAmountRow } from './common';

/** Balance of the active financings per currency (date: financing date). */
export const queryFinancingBalanceAmount = defineEndpoint({
  id: 'receivables.queryFinancingBalanceAmount',
  method: 'POST',
  path: `${AR_BASE}/queryFinancingBalanceAmount`,
  body: arFilterBody,
  data: z.array(currencyAmountRow),
});

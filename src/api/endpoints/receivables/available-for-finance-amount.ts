import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE, arFilterBody, currencyAmountRow } from './common';

/** What can still be financed per currency: 80 % (the advance rate) of the outstanding of receivables that are not financed and not overdue, rounded per receivable (JPY to whole yen) (date: issue date). */
export const availableForFinanceAmount = defineEndpoint({
  id: 'receivables.availableForFinanceAmount',
  method: 'POST',
  path: `${AR_BASE}/availableForFinanceAmount`,
  body: arFilterBody,
  data: z.array(currencyAmountRow),
});

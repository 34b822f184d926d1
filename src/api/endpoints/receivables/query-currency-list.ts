import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE } from './common';

/** Currencies of the supplier's receivables, in alphabetical order. */
export const queryCurrencyList = defineEndpoint({
  id: 'receivables.queryCurrencyList',
  method: 'GET',
  path: `${AR_BASE}/queryCurrencyList`,
  data: z.array(z.string()),
});

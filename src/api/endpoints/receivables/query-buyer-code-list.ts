import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE } from './common';

/** Every buyer of the supplier as an option (buyerName, buyerCode), by code. */
export const queryBuyerCodeList = defineEndpoint({
  id: 'receivables.queryBuyerCodeList',
  method: 'GET',
  path: `${AR_BASE}/queryBuyerCodeList`,
  data: z.array(z.object({ buyerName: z.string(), buyerCode: z.string() })),
});

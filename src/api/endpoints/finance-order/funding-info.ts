import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, fundingInfoSchema, idParams } from './order-schemas';

/** POST (spec 001 §7 fundingInfo/{id}): the payout, null until the funder disburses. */
export const fundingInfo = defineEndpoint({
  id: 'financeOrder.fundingInfo',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/fundingInfo/{id}`,
  params: idParams,
  data: fundingInfoSchema.nullable(),
});

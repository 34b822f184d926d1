import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, fundingAccountSchema, idParams } from './order-schemas';

/**
 * POST (spec 001 §7 fundingAccountInfos/{id}): the accounts of the payout: the supplier's
 * receiving account chosen on the order (empty while none is chosen).
 */
export const fundingAccountInfos = defineEndpoint({
  id: 'financeOrder.fundingAccountInfos',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/fundingAccountInfos/{id}`,
  params: idParams,
  data: z.array(fundingAccountSchema.extend({ role: z.enum(['RECEIVING']) })),
});

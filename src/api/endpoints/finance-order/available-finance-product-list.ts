import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE } from './order-schemas';
import { productOptionSchema } from './picker-schemas';

/** POST (spec 001 §7): the financing products some funder offers the calling supplier. */
export const availableFinanceProductList = defineEndpoint({
  id: 'financeOrder.availableFinanceProductList',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/availableFinanceProductList`,
  body: z.object({}).optional(),
  data: z.array(productOptionSchema),
});

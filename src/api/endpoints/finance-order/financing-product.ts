import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE } from './order-schemas';
import { financingProductId, productOptionSchema } from './picker-schemas';

/** POST financingProduct?id= (spec 001 §7): one product with its terms. */
export const financingProduct = defineEndpoint({
  id: 'financeOrder.financingProduct',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/financingProduct`,
  query: z.object({ id: financingProductId }),
  data: productOptionSchema,
});

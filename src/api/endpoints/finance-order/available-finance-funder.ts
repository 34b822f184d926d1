import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE } from './order-schemas';
import { financingProductId } from './picker-schemas';

export const funderOptionSchema = z.object({
  companyId: z.string(),
  companyCode: z.string(),
  /** In the caller's language (x-language). */
  companyName: z.string(),
});
export type FunderOption = z.infer<typeof funderOptionSchema>;

/** POST (spec 001 §7): the funders offering a financing product. */
export const availableFinanceFunder = defineEndpoint({
  id: 'financeOrder.availableFinanceFunder',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/availableFinanceFunder`,
  body: z.object({ financingProductId }),
  data: z.array(funderOptionSchema),
});

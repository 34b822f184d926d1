import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { pageSchema } from '../../contract/paged';
import { FINANCE_ORDER_BASE } from './order-schemas';
import { receivablePickerInput } from './picker-schemas';

export const poSimpleSchema = z.object({
  id: z.string(),
  poNo: z.string(),
  currency: z.string(),
  openAmount: z.string(),
});

/** POST (spec 001 §7): the same eligible purchase orders as poList, as number choices. */
export const poListSimple = defineEndpoint({
  id: 'financeOrder.poListSimple',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/poListSimple`,
  body: receivablePickerInput,
  data: pageSchema(poSimpleSchema),
});

import { z } from 'zod';
import { pageNumber } from '../../../shared/validation/input/numbers';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { DEFAULT_PAGE, pageSchema } from '../../contract/paged';
import { FINANCE_ORDER_BASE, RECEIVABLES_MAX } from './order-schemas';
import { PICKER_PAGE_SIZE_MAX } from './picker-schemas';

export const poItemSchema = z.object({
  poId: z.string(),
  poNo: z.string(),
  lineNo: z.number().int(),
  itemName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export type PoItem = z.infer<typeof poItemSchema>;

/** POST (spec 001 §7): the lines of the chosen purchase orders (only the caller's eligible ones). */
export const poItemList = defineEndpoint({
  id: 'financeOrder.poItemList',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/poItemList`,
  body: z.object({
    poIds: z.array(identifier(64).min(1)).min(1).max(RECEIVABLES_MAX),
    pageNum: pageNumber.default(DEFAULT_PAGE),
    pageSize: z.number().int().min(1).max(PICKER_PAGE_SIZE_MAX).default(20),
  }),
  data: pageSchema(poItemSchema),
});

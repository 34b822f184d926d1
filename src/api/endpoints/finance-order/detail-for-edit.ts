import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, financeOrderSchema, idQuery } from './order-schemas';

/**
 * POST (spec 001 §7 detailForEdit?id=): the order as the edit form resumes it; only its supplier
 * may read it, and only while it can still be edited or updated (draft, returned, or submitted
 * and not yet paid out).
 */
export const financeOrderDetailForEdit = defineEndpoint({
  id: 'financeOrder.detailForEdit',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/detailForEdit`,
  query: idQuery,
  data: financeOrderSchema,
});

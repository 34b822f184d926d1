import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, idQuery, orderStepResult } from './order-schemas';

/**
 * POST (spec 001 §7 revocation?id=): the supplier withdraws an order not yet paid out; its
 * receivables are released for another order.
 */
export const revocation = defineEndpoint({
  id: 'financeOrder.revocation',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/revocation`,
  query: idQuery,
  data: orderStepResult,
});

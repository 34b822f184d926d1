import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { workflowDetail } from '../workflow/workflow-params';
import { FINANCE_ORDER_BASE, orderId } from './order-schemas';

/**
 * POST (spec 001 §7 financingOrderApproveList/{id}): the order's approval rows, every round
 * oldest first (submitted, passed, denied, rejected: node, operation, user, time, comment). Any of
 * the order's three parties may read them; another company's order answers 400 unknownRecord.
 */
export const financingOrderApproveList = defineEndpoint({
  id: 'financeOrder.financingOrderApproveList',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/financingOrderApproveList/{id}`,
  params: z.object({ id: orderId }),
  data: z.array(workflowDetail),
});

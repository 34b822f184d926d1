import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { BATCH_MAX, FINANCE_ORDER_BASE, idQuery, orderId, orderStepResult } from './order-schemas';

/** POST (spec 001 §7 rightConfirmation?id=): the buyer confirms it owes the order's receivables. */
export const rightConfirmation = defineEndpoint({
  id: 'financeOrder.rightConfirmation',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/rightConfirmation`,
  query: idQuery,
  data: orderStepResult,
});

/**
 * POST (ours): the confirm list's batch. All or nothing, in one transaction: a refusal names the
 * order it is about and confirms none (docs/finance-orders.md).
 */
export const rightConfirmationBatch = defineEndpoint({
  id: 'financeOrder.rightConfirmationBatch',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/rightConfirmation/batch`,
  body: z.object({ ids: z.array(orderId).min(1).max(BATCH_MAX) }),
  data: z.array(orderStepResult),
});

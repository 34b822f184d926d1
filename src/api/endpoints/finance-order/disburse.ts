import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, idParams, orderStepResult, REMARK_MAX } from './order-schemas';

/**
 * POST (ours): the funder records the payout of an approved order. The financed amount and the
 * amount paid are the binding trial's; the value date is the server's today and the maturity date
 * the order's due date (docs/finance-orders.md).
 */
export const disburse = defineEndpoint({
  id: 'financeOrder.disburse',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/disburse/{id}`,
  params: idParams,
  body: z.object({
    /** The bank's payment reference; the server makes one when absent. */
    reference: identifier(64).min(1).optional(),
    comment: freeText(REMARK_MAX).optional(),
  }),
  data: orderStepResult,
});

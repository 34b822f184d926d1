import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, idParams, orderStepResult, REMARK_MAX } from './order-schemas';

/**
 * POST (ours): the funder records the repayment of a paid-out order, in full (the financed
 * amount), on the server's today.
 */
export const repay = defineEndpoint({
  id: 'financeOrder.repay',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/repay/{id}`,
  params: idParams,
  body: z.object({
    reference: identifier(64).min(1).optional(),
    comment: freeText(REMARK_MAX).optional(),
  }),
  data: orderStepResult,
});

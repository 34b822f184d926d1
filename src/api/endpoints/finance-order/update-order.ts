import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import {
  ATTACHMENTS_MAX,
  attachmentInput,
  FINANCE_ORDER_BASE,
  idParams,
  orderStepResult,
  REMARK_MAX,
} from './order-schemas';

/**
 * POST (ours, /finance/finance-order/update/:id): the limited change allowed after submission and
 * before the payout: the receiving account, the documents and the remark. Nothing that changes
 * the figures the funder approved (docs/finance-orders.md). An absent field stays as it is.
 */
export const updateOrder = defineEndpoint({
  id: 'financeOrder.update',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/update/{id}`,
  params: idParams,
  body: z.object({
    fundingAccountId: identifier(64).min(1).optional(),
    attachments: z.array(attachmentInput).max(ATTACHMENTS_MAX).optional(),
    remark: freeText(REMARK_MAX).optional(),
  }),
  data: orderStepResult,
});

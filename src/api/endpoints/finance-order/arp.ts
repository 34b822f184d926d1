import { z } from 'zod';
import { freeText } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, idParams, orderStepResult, REMARK_MAX } from './order-schemas';

/**
 * POST (ours, /finance/finance-order/arp/:id): the supplier asks to convert a paid-out order into
 * a receivables purchase; the funder decides through the approval flow.
 */
export const requestArp = defineEndpoint({
  id: 'financeOrder.arp',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/arp/{id}`,
  params: idParams,
  body: z.object({ remark: freeText(REMARK_MAX).optional() }),
  data: orderStepResult,
});

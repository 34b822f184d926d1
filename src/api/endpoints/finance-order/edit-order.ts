import { defineEndpoint } from '../../contract/endpoint';
import {
  applicationInput,
  FINANCE_ORDER_BASE,
  orderId,
  orderStepResult,
  trialResultSchema,
} from './order-schemas';

/**
 * POST (spec 001 §7 editOrder): replaces a draft's or a returned order's application;
 * `submit: true` submits it (again, after a deny: a new approval round).
 */
export const editOrder = defineEndpoint({
  id: 'financeOrder.editOrder',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/editOrder`,
  body: applicationInput.extend({ id: orderId }),
  data: orderStepResult.extend({ trial: trialResultSchema.nullable() }),
});

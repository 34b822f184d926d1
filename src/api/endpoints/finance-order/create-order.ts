import { defineEndpoint } from '../../contract/endpoint';
import {
  applicationInput,
  FINANCE_ORDER_BASE,
  orderStepResult,
  trialResultSchema,
} from './order-schemas';

/**
 * POST (spec 001 §7 createOrder): a new order from the whole application. `submit: false` saves
 * a draft, `true` submits it for the funder's approval. The server locks the receivables, refuses
 * any already financed, and computes the binding trial itself (docs/finance-orders.md).
 */
export const createOrder = defineEndpoint({
  id: 'financeOrder.createOrder',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/createOrder`,
  body: applicationInput,
  data: orderStepResult.extend({ trial: trialResultSchema.nullable() }),
});

import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, idQuery, repaymentInfoSchema } from './order-schemas';

/** POST (spec 001 §7 repaymentInfo?id=): what is due at maturity and the repayment once made. */
export const repaymentInfo = defineEndpoint({
  id: 'financeOrder.repaymentInfo',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/repaymentInfo`,
  query: idQuery,
  data: repaymentInfoSchema.nullable(),
});

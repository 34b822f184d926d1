import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, financeOrderSchema, idQuery } from './order-schemas';

/**
 * POST (spec 001 §7 detail?id=): the whole order for any of its three parties: figures,
 * receivables, accounts, payout, repayment, attachments, timeline and the caller's allowed steps.
 * Another company's order answers 400 unknownRecord, as a missing one does.
 */
export const financeOrderDetail = defineEndpoint({
  id: 'financeOrder.detail',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/detail`,
  query: idQuery,
  data: financeOrderSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE } from './order-schemas';

/** The most orders the confirm list shows at once; a buyer confirms in batches of at most 100. */
export const CONFIRMATION_LIST_MAX = 200;

export const confirmationRow = z.object({
  id: z.string(),
  financeNo: z.string(),
  supplierName: z.string().nullable(),
  funderName: z.string().nullable(),
  productName: z.string(),
  currency: z.string(),
  /** The receivables' total, what the buyer is asked to owe. */
  receivablesAmount: z.string().nullable(),
  receivablesCount: z.number().int(),
  dueDate: z.string().nullable(),
  applyDate: z.string(),
});
export type ConfirmationRow = z.infer<typeof confirmationRow>;

/**
 * POST (ours, the always-allowed /finance/finance-order/confirm): every order awaiting the
 * caller's company's rights confirmation as their buyer, oldest first, at most
 * CONFIRMATION_LIST_MAX. Not the declared list, which needs the finance-order menu a buyer lacks.
 */
export const rightConfirmationList = defineEndpoint({
  id: 'financeOrder.rightConfirmationList',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/rightConfirmationList`,
  data: z.array(confirmationRow),
});

import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { currencyAccountSchema } from '../company/account-by-currency-list';
import { FINANCE_ORDER_BASE, idParams } from './order-schemas';

/**
 * Which account of the order a row is (docs/finance-order-pickers.md#the-orders-accounts):
 * RECEIVING the supplier's account chosen on the order (the payout goes there), FUNDER_RECEIVING
 * the funder's accounts in the order's currency that repayments go to, COLLECTION and PAYMENT the
 * funder's own account lists in that currency (answered to the funder only).
 */
export const orderAccountRole = z.enum(['RECEIVING', 'FUNDER_RECEIVING', 'COLLECTION', 'PAYMENT']);
export type OrderAccountRole = z.infer<typeof orderAccountRole>;

export const orderAccountSchema = currencyAccountSchema.extend({ role: orderAccountRole });
export type OrderAccount = z.infer<typeof orderAccountSchema>;

/** One order's accounts stay far below this (one chosen, and a company's lists in one currency). */
export const ORDER_ACCOUNTS_MAX = 200;

/**
 * POST (spec 001 §7 fundingAccountInfos/{id}): the accounts of the order by role, for the
 * calling party: the supplier's receiving account (empty while none is chosen) with its status
 * now, the funder's receiving accounts in the order's currency (only enabled ones to anyone but
 * the funder), and, for the funder, its collection and payment lists in that currency.
 */
export const fundingAccountInfos = defineEndpoint({
  id: 'financeOrder.fundingAccountInfos',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/fundingAccountInfos/{id}`,
  params: idParams,
  data: z.array(orderAccountSchema).max(ORDER_ACCOUNTS_MAX),
});

import { z } from 'zod';
import { freeText, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE } from './order-schemas';
import { financingProductId } from './picker-schemas';

/** Spec 001 §3 "Buyer option". */
export const buyerOptionSchema = z.object({
  buyerName: z.string(),
  /** The buyer's company code on the platform. */
  buyerCode: z.string(),
  /** The reference rate of the product's currency (SOFR, SHIBOR_3M…). */
  baseRateType: z.string().nullable(),
});
export type BuyerOption = z.infer<typeof buyerOptionSchema>;

/** At most this many buyers are answered; a longer search narrows by name. */
export const BUYER_OPTIONS_MAX = 50;

/**
 * POST availableBuye (the spec's spelling, 001 §7): the calling supplier's buyers that are
 * platform companies and have receivables it may finance in the product's currency, whose name
 * contains `buyerName`.
 */
export const availableBuye = defineEndpoint({
  id: 'financeOrder.availableBuye',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/availableBuye`,
  body: z.object({
    buyerName: freeText(TEXT_LIMITS.name).optional(),
    financingProductId,
  }),
  data: z.array(buyerOptionSchema),
});

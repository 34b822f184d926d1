import type { IntentionState } from './intention-lifecycle';
import { isPriceExpired } from './intention-lifecycle';

/**
 * When an accepted intention's price may bind a finance order (docs/financing-intentions.md,
 * "Apply for financing"). The order names the intention; its submission moves the intention
 * ACCEPTED → APPLIED and records the order, so the price binds that order only. The same order
 * may be saved and submitted again with it (a returned order's new round); no other may.
 */
export const INTENTION_BINDING = { actor: 'SUPPLIER', from: 'ACCEPTED', to: 'APPLIED' } as const;

/** The intention as the check needs it. */
export interface BindingIntention {
  state: IntentionState;
  validUntil: string | null;
  /** The order an APPLIED intention binds; null before. */
  orderId: string | null;
  productId: string;
  funderCompanyId: string | null;
  buyerCompanyId: string;
  currency: string;
}

/** The application as far as the check reads it; null where it names nothing yet (a draft). */
export interface BindingOrder {
  /** The order being edited; null for a new application or a trial. */
  orderId: string | null;
  productId: string;
  funderCompanyId: string | null;
  buyerCompanyId: string | null;
  currency: string;
}

export type BindingRefusal =
  | 'notAccepted'
  | 'usedByAnother'
  | 'priceExpired'
  | 'productMismatch'
  | 'funderMismatch'
  | 'buyerMismatch'
  | 'currencyMismatch';

/** The application's field each refusal is marked on: the intention, or what differs from it. */
export const BINDING_FIELD: Readonly<Record<BindingRefusal, string>> = {
  notAccepted: 'intentionId',
  usedByAnother: 'intentionId',
  priceExpired: 'intentionId',
  productMismatch: 'financingProductId',
  funderMismatch: 'funderCompanyId',
  buyerMismatch: 'buyerName',
  currencyMismatch: 'financingProductId',
};

/**
 * Why `intention` may not price `order` on `today` (the server's UTC day), or null. The price must
 * still be valid unless `draft` (a draft binds nothing: its validity is checked when submitted).
 * What the application names of product, currency, funder and buyer must be the intention's.
 */
export function bindingRefusal(
  intention: BindingIntention,
  order: BindingOrder,
  today: string,
  draft = false,
): BindingRefusal | null {
  if (intention.state === 'APPLIED') {
    if (intention.orderId === null || intention.orderId !== order.orderId) return 'usedByAnother';
  } else if (intention.state !== INTENTION_BINDING.from) return 'notAccepted';
  if (!draft && isPriceExpired(intention.validUntil, today)) return 'priceExpired';
  if (order.productId !== intention.productId) return 'productMismatch';
  if (order.currency !== intention.currency) return 'currencyMismatch';
  // Unnamed (a draft, or a trial, which names no funder) is not a mismatch; a submission must
  // name both anyway.
  if (order.funderCompanyId !== null && order.funderCompanyId !== intention.funderCompanyId) {
    return 'funderMismatch';
  }
  if (order.buyerCompanyId !== null && order.buyerCompanyId !== intention.buyerCompanyId) {
    return 'buyerMismatch';
  }
  return null;
}

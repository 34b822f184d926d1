import type { SessionUser } from '../auth/authenticate';
import {
  orderActorOf,
  stepRefusal,
  type FinanceOrderAction,
  type OrderActor,
} from '../../src/shared/finance-order/lifecycle';
import type { StoredOrder } from './order-record';
import { stepRefused } from './order-refusals';

/**
 * The company that takes `actor`'s part in the order. A lifecycle order names its three parties;
 * a seeded row (no party ids) belongs to the company that holds it, whatever its role.
 */
export function partyOf(order: StoredOrder, actor: OrderActor): string | null {
  if (order.data.lifecycle !== true) return order.companyId;
  if (actor === 'SUPPLIER') return order.companyId;
  if (actor === 'FUNDER') return order.data.funderCompanyId ?? null;
  if (actor === 'BUYER') return order.data.buyerCompanyId ?? null;
  return null;
}

/** The caller's role in the order's life (its session's company role), or null for none. */
export const actorOf = (user: SessionUser): OrderActor | null => orderActorOf(user.companyRole);

/**
 * Refuses unless the caller may take `action` on the order now: its company role must be the
 * step's (lifecycle.ts), its company the order's party of that role, and the status one the step
 * starts from. The caller is already known to be some party (findPartyOrder).
 */
export function assertStep(
  order: StoredOrder,
  action: FinanceOrderAction,
  user: SessionUser,
): void {
  const actor = actorOf(user);
  const refusal = stepRefusal(action, actor, order.data.status);
  if (refusal === 'wrongParty' || actor === null || partyOf(order, actor) !== user.companyId) {
    throw stepRefused('wrongParty', order.data, action);
  }
  if (refusal === 'wrongStatus') throw stepRefused('wrongStatus', order.data, action);
}

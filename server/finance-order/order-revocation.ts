import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { releaseReceivables } from './order-receivables';
import type { StoredOrder } from './order-record';
import { takeStep } from './order-step';

/**
 * The supplier withdraws an order not yet paid out (lifecycle.ts `revoke`): the step with its
 * timeline row, and the receivables it held released for another order. One code path for the
 * spec's `revocation?id=` and the list's Withdraw (the record command of the page), so both
 * refuse and record alike. A seeded order holds no receivables: the release finds none.
 */
export async function revokeOrder(tx: Db, id: string, user: SessionUser): Promise<StoredOrder> {
  const order = await takeStep(tx, id, user, 'revoke');
  await releaseReceivables(tx, order.companyId, order.id);
  return order;
}

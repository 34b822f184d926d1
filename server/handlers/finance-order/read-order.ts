import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { fallsOverdue, overdueIfDue } from '../../finance-order/order-overdue';
import { serverToday, type StoredOrder } from '../../finance-order/order-record';
import { findPartyOrder } from '../../finance-order/order-store';

/**
 * The order for one of its parties, brought up to date first: one paid out and past maturity is
 * marked overdue (in its own short transaction) before anybody reads it.
 */
export async function readPartyOrder(db: Db, id: string, user: SessionUser): Promise<StoredOrder> {
  const order = await findPartyOrder(db, id, user.companyId);
  if (!fallsOverdue(order.data, serverToday())) return order;
  return db.transaction(async (tx) =>
    overdueIfDue(tx, await findPartyOrder(tx, id, user.companyId, { lock: true }), serverToday()),
  );
}

import type { SessionUser } from '../auth/authenticate';
import type { OrderStepResult } from '../../src/api/endpoints/finance-order/order-schemas';
import { nextStatus, type FinanceOrderAction } from '../../src/shared/finance-order/lifecycle';
import type { Db } from '../db/db';
import { appendOrderEvent, type OrderEventActor } from './order-events';
import { overdueIfDue } from './order-overdue';
import { assertStep } from './order-party';
import { serverToday, type OrderData, type StoredOrder } from './order-record';
import { findPartyOrder, saveOrder } from './order-store';

/** Who acts, as the timeline names them (the user's display name, not the sign-in name). */
export async function eventActor(db: Db, user: SessionUser): Promise<OrderEventActor> {
  const { rows } = await db.query<{ cname: string }>('SELECT cname FROM users WHERE id = $1', [
    user.id,
  ]);
  return { userId: user.id, userName: rows[0]?.cname ?? user.userName, companyId: user.companyId };
}

export const stepResult = (order: StoredOrder): OrderStepResult => ({
  id: order.id,
  financeNo: order.data.financeNo,
  status: order.data.status,
});

/**
 * One step of an existing order in the command's transaction: the order locked and brought up to
 * date (overdue), the lifecycle's check for the caller, the change, the new status and the
 * timeline row. Returns the order after the step for the caller's side effects.
 */
export async function takeStep(
  tx: Db,
  id: string,
  user: SessionUser,
  action: FinanceOrderAction,
  change: (order: StoredOrder, today: string) => Partial<OrderData> = () => ({}),
  comment: string | null = null,
): Promise<StoredOrder> {
  const today = serverToday();
  const order = await overdueIfDue(
    tx,
    await findPartyOrder(tx, id, user.companyId, { lock: true }),
    today,
  );
  assertStep(order, action, user);
  const from = order.data.status;
  const next: StoredOrder = {
    ...order,
    data: {
      ...order.data,
      ...change(order, today),
      status: nextStatus(action, from),
      updatedAt: new Date().toISOString(),
    },
  };
  await saveOrder(tx, next);
  await appendOrderEvent(tx, id, {
    action,
    from,
    to: next.data.status,
    actor: await eventActor(tx, user),
    comment,
  });
  return next;
}

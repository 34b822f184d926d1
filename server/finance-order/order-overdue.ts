import { nextStatus } from '../../src/shared/finance-order/lifecycle';
import type { Db } from '../db/db';
import { appendOrderEvent, SYSTEM_ACTOR } from './order-events';
import { FINANCE_ORDER_PAGE, type OrderData, type StoredOrder } from './order-record';
import { saveOrder } from './order-store';

/** Paid out, past its maturity date and not repaid: the server's own step to OVERDUE. */
export const fallsOverdue = (data: OrderData, today: string): boolean =>
  data.status === 'DISBURSED' && data.maturityDate !== null && data.maturityDate < today;

/**
 * Applies markOverdue to one order when it is due (called when an order is read or acted on, so
 * nobody sees a stale DISBURSED). Returns the order as it now is.
 */
export async function overdueIfDue(
  db: Db,
  order: StoredOrder,
  today: string,
): Promise<StoredOrder> {
  if (!fallsOverdue(order.data, today)) return order;
  const from = order.data.status;
  const next: StoredOrder = {
    ...order,
    data: { ...order.data, status: nextStatus('markOverdue', from) },
  };
  await saveOrder(db, next);
  await appendOrderEvent(db, order.id, {
    action: 'markOverdue',
    from,
    to: next.data.status,
    actor: SYSTEM_ACTOR,
  });
  return next;
}

/**
 * Every lifecycle order that has fallen overdue, marked in one pass: at start-up and once a day
 * (docs/finance-orders.md), so the lists, which read the records as stored, show OVERDUE too.
 */
export async function sweepOverdueOrders(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; company_id: string; data: OrderData }>(
      `SELECT id, company_id, data FROM page_records
       WHERE page_id = $1 AND data->>'lifecycle' = 'true' AND data->>'status' = 'DISBURSED'
         AND (data->>'maturityDate')::date < $2::date
       FOR UPDATE`,
      [FINANCE_ORDER_PAGE, today],
    );
    for (const row of rows) {
      await overdueIfDue(tx, { id: row.id, companyId: row.company_id, data: row.data }, today);
    }
    return rows.length;
  });
}

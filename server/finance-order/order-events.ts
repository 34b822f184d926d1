import type { z } from 'zod';
import type { timelineEventSchema } from '../../src/api/endpoints/finance-order/order-schemas';
import type { FinanceOrderStatus } from '../../src/shared/finance-order/lifecycle';
import type { Db } from '../db/db';

export interface OrderEventActor {
  userId: string;
  userName: string;
  companyId: string;
}

/** The server's own steps (an order falling overdue) name this actor. */
export const SYSTEM_ACTOR: OrderEventActor = {
  userId: 'SYSTEM',
  userName: 'SYSTEM',
  companyId: '',
};

/** Appends one step to the order's timeline, numbered after the last. */
export async function appendOrderEvent(
  db: Db,
  orderId: string,
  step: {
    action: string;
    from: FinanceOrderStatus | null;
    to: FinanceOrderStatus;
    actor: OrderEventActor;
    comment?: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO finance_order_events (order_id, seq, action, from_status, to_status, by_user_id,
       by_user_name, company_id, comment)
     SELECT $1, COALESCE(MAX(seq), 0) + 1, $2, $3, $4, $5, $6, $7, $8
     FROM finance_order_events WHERE order_id = $1`,
    [
      orderId,
      step.action,
      step.from,
      step.to,
      step.actor.userId,
      step.actor.userName,
      step.actor.companyId,
      step.comment ?? null,
    ],
  );
}

/** Every step of the order, oldest first (an order takes a dozen steps at most). */
export async function orderTimeline(
  db: Db,
  orderId: string,
): Promise<z.infer<typeof timelineEventSchema>[]> {
  const { rows } = await db.query<{
    seq: number;
    action: string;
    from_status: string | null;
    to_status: string;
    by_user_name: string;
    company_id: string;
    at: string;
    comment: string | null;
  }>(
    `SELECT seq, action, from_status, to_status, by_user_name, company_id,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, comment
     FROM finance_order_events WHERE order_id = $1 ORDER BY seq LIMIT 500`,
    [orderId],
  );
  return rows.map((r) => ({
    seq: r.seq,
    action: r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    byUserName: r.by_user_name,
    companyId: r.company_id,
    at: r.at,
    comment: r.comment,
  }));
}

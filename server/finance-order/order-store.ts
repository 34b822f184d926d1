import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { FINANCE_ORDER_PAGE, type OrderData, type StoredOrder } from './order-record';

/**
 * The order `id` if the company is one of its parties (its supplier, funder or buyer), locked for
 * the caller's transaction when asked. An order of others is refused exactly like a missing one,
 * so nobody learns another company's order numbers.
 */
export async function findPartyOrder(
  db: Db,
  id: string,
  companyId: string,
  options: { lock?: boolean } = {},
): Promise<StoredOrder> {
  const { rows } = await db.query<{ id: string; company_id: string; data: OrderData }>(
    `SELECT id, company_id, data FROM page_records
     WHERE page_id = $1 AND id = $2
       AND (company_id = $3 OR data->>'funderCompanyId' = $3 OR data->>'buyerCompanyId' = $3)
     ${options.lock === true ? 'FOR UPDATE' : ''}`,
    [FINANCE_ORDER_PAGE, id, companyId],
  );
  const row = rows[0];
  if (!row) throw BusinessError.badRequest('unknownRecord', { pageId: FINANCE_ORDER_PAGE, id });
  return { id: row.id, companyId: row.company_id, data: row.data };
}

/** Replaces the order's data (the whole object: orders are small). */
export async function saveOrder(db: Db, order: StoredOrder): Promise<void> {
  await db.query(
    `UPDATE page_records SET data = $4::jsonb, updated_at = now()
     WHERE page_id = $1 AND company_id = $2 AND id = $3`,
    [FINANCE_ORDER_PAGE, order.companyId, order.id, JSON.stringify(order.data)],
  );
}

export async function insertOrder(db: Db, order: StoredOrder): Promise<void> {
  await db.query(
    `INSERT INTO page_records (page_id, company_id, id, data) VALUES ($1, $2, $3, $4::jsonb)`,
    [FINANCE_ORDER_PAGE, order.companyId, order.id, JSON.stringify(order.data)],
  );
}

/** A new order's id and finance number, from a sequence never reused. */
export async function newOrderNumbers(
  db: Db,
  companyCode: string,
): Promise<{ id: string; financeNo: string }> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT nextval('finance_order_numbers')::text AS n`,
  );
  const n = (rows[0]?.n ?? '0').padStart(6, '0');
  return { id: `FOA${n}`, financeNo: `FA${companyCode}${n}` };
}

import { poItemList } from '../../../src/api/endpoints/finance-order/po-item-list';
import { poItems } from '../../finance-order/po-items';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requireSupplier } from './picker-access';

/**
 * POST poItemList: the lines of the chosen purchase orders, of the caller's own sold orders only
 * (an id of another company's, or of an order it bought, gives no line).
 */
export function registerPoItemList(api: ApiMount): void {
  route(api, poItemList, async ({ db, user, body }) => {
    requireSupplier(user);
    const { rows } = await db.query<{
      id: string;
      po_no: string;
      amount: string;
      currency: string;
    }>(
      `SELECT r.id, r.data->>'poNo' AS po_no, r.data->>'amount' AS amount,
              r.data->>'currency' AS currency
       FROM page_records r
       WHERE r.page_id = 'trading.purchase' AND r.company_id = $1 AND r.id = ANY($2::text[])
         AND r.data->>'buyerName' <> (SELECT c.name FROM companies c WHERE c.id = $1)
       ORDER BY r.id`,
      [user.companyId, [...new Set(body.poIds)]],
    );
    const lines = rows.flatMap((r) => poItems(r.id, r.po_no, r.amount, r.currency));
    const start = (body.pageNum - 1) * body.pageSize;
    return {
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      total: lines.length,
      list: lines.slice(start, start + body.pageSize),
    };
  });
}

import { queryBuyerList } from '../../../src/api/endpoints/receivables/query-buyer-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { Params } from './ar-sql';

/** POST queryBuyerList: the buyers of the user's company with their receivable counts. */
export function registerQueryBuyerList(api: ApiMount): void {
  route(api, queryBuyerList, async ({ db, user, body }) => {
    const p = new Params();
    const supplier = p.add(user.companyId);
    const currency = body.currency ? `AND r.currency = ${p.add(body.currency)}` : '';
    const keyword = body.keyword?.trim()
      ? `AND (b.buyer_code ILIKE ${p.add(`%${escapeLike(body.keyword.trim())}%`)} OR b.buyer_name ILIKE $${p.values.length})`
      : '';
    const { rows } = await db.query<{
      buyerCode: string;
      buyerName: string;
      country: string;
      receivableCount: number;
    }>(
      `SELECT b.buyer_code AS "buyerCode", b.buyer_name AS "buyerName", b.country,
              COALESCE(r.n, 0)::int AS "receivableCount"
       FROM ar_buyers b
       LEFT JOIN (SELECT r.buyer_code, count(*) AS n FROM receivables r
                  WHERE r.supplier_id = ${supplier} ${currency} GROUP BY r.buyer_code) r
         ON r.buyer_code = b.buyer_code
       WHERE b.supplier_id = ${supplier} ${keyword}
       ORDER BY b.buyer_code`,
      p.values,
    );
    return rows;
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

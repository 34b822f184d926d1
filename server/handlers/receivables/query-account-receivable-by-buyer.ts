import { queryAccountReceivableByBuyer } from '../../../src/api/endpoints/receivables/query-account-receivable-by-buyer';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryAccountReceivaleByBuyer: receivables per buyer and currency. */
export function registerQueryAccountReceivableByBuyer(api: ApiMount): void {
  route(api, queryAccountReceivableByBuyer, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'x', 'issue_date');
    const { rows } = await db.query<{
      buyerCode: string;
      buyerName: string;
      currency: string;
      receivableCount: number;
      amount: string;
      outstanding: string;
    }>(
      `SELECT x.buyer_code AS "buyerCode", b.buyer_name AS "buyerName", x.currency,
              count(*)::int AS "receivableCount", ${sumText('x.amount')} AS "amount",
              ${sumText('x.outstanding')} AS outstanding
       FROM receivables x
       JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code
       WHERE ${where}
       GROUP BY 1, 2, 3 ORDER BY 1, 3`,
      p.values,
    );
    return rows;
  });
}

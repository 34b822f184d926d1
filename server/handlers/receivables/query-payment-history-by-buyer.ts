import { queryPaymentHistoryByBuyer } from '../../../src/api/endpoints/receivables/query-payment-history-by-buyer';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryPaymentHistoryByBuyer: payments per buyer and currency. */
export function registerQueryPaymentHistoryByBuyer(api: ApiMount): void {
  route(api, queryPaymentHistoryByBuyer, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'x', 'payment_date');
    const { rows } = await db.query<{
      buyerCode: string;
      buyerName: string;
      currency: string;
      paymentCount: number;
      paidAmount: string;
    }>(
      `SELECT x.buyer_code AS "buyerCode", b.buyer_name AS "buyerName", x.currency,
              count(*)::int AS "paymentCount", ${sumText('x.amount')} AS "paidAmount"
       FROM ar_payments x
       JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code
       WHERE ${where}
       GROUP BY 1, 2, 3 ORDER BY 1, 3`,
      p.values,
    );
    return rows;
  });
}

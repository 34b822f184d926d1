import { queryPaymentHistoryByDate } from '../../../src/api/endpoints/receivables/query-payment-history-by-date';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryPaymentHistoryByDate: payments per month and currency. */
export function registerQueryPaymentHistoryByDate(api: ApiMount): void {
  route(api, queryPaymentHistoryByDate, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'x', 'payment_date');
    const { rows } = await db.query<{
      month: string;
      currency: string;
      paymentCount: number;
      paidAmount: string;
    }>(
      `SELECT to_char(x.payment_date, 'YYYY-MM') AS month, x.currency,
              count(*)::int AS "paymentCount", ${sumText('x.amount')} AS "paidAmount"
       FROM ar_payments x WHERE ${where}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      p.values,
    );
    return rows;
  });
}

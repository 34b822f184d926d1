import { queryPaymentHistoryByDate } from '../../../src/api/endpoints/receivables/query-payment-history-by-date';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, monthlyByCurrency, Params } from './ar-sql';

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
      monthlyByCurrency('ar_payments x', 'x', 'payment_date', where, [
        { as: 'paymentCount' },
        { as: 'paidAmount', sum: 'x.amount' },
      ]),
      p.values,
    );
    return rows;
  });
}

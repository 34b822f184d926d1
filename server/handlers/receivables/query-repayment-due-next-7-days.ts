import { queryRepaymentDueInNext7DaysAmount } from '../../../src/api/endpoints/receivables/query-repayment-due-next-7-days';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryRepaymentDueInNext7DaysAmount: active financing balances repayable from today to today + 7 days. */
export function registerQueryRepaymentDueInNext7DaysAmount(api: ApiMount): void {
  route(api, queryRepaymentDueInNext7DaysAmount, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'f', 'repayment_date');
    const { rows } = await db.query<{ currency: string; amount: string; count: number }>(
      `SELECT f.currency, ${sumText('f.balance')} AS amount, count(*)::int AS count
       FROM ar_financings f
       WHERE ${where} AND f.status = 'ACTIVE'
         AND f.repayment_date BETWEEN current_date AND current_date + 7
       GROUP BY 1 ORDER BY 1`,
      p.values,
    );
    return rows;
  });
}

import { queryFinancingBalanceAmount } from '../../../src/api/endpoints/receivables/query-financing-balance-amount';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryFinancingBalanceAmount: balance of active financings per currency. */
export function registerQueryFinancingBalanceAmount(api: ApiMount): void {
  route(api, queryFinancingBalanceAmount, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'f', 'financing_date');
    const { rows } = await db.query<{ currency: string; amount: string; count: number }>(
      `SELECT f.currency, ${sumText('f.balance')} AS amount, count(*)::int AS count
       FROM ar_financings f WHERE ${where} AND f.status = 'ACTIVE'
       GROUP BY 1 ORDER BY 1`,
      p.values,
    );
    return rows;
  });
}

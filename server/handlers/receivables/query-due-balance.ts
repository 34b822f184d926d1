import { queryDueBalance } from '../../../src/api/endpoints/receivables/query-due-balance';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryDueBalance: outstanding per currency, not yet due and overdue (status OVERDUE). */
export function registerQueryDueBalance(api: ApiMount): void {
  route(api, queryDueBalance, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'r', 'due_date');
    const { rows } = await db.query<{
      currency: string;
      notDueBalance: string;
      overdueBalance: string;
      totalBalance: string;
      receivableCount: number;
    }>(
      `SELECT r.currency,
              ${sumText('r.outstanding', `r.status <> 'OVERDUE'`)} AS "notDueBalance",
              ${sumText('r.outstanding', `r.status = 'OVERDUE'`)} AS "overdueBalance",
              ${sumText('r.outstanding')} AS "totalBalance",
              count(*)::int AS "receivableCount"
       FROM receivables r WHERE ${where} AND r.outstanding > 0
       GROUP BY r.currency ORDER BY r.currency`,
      p.values,
    );
    return rows;
  });
}

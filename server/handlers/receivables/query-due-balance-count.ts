import { queryDueBalanceCount } from '../../../src/api/endpoints/receivables/query-due-balance-count';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params } from './ar-sql';

/** POST queryDueBalanceCount: receivables with an outstanding balance, by status. */
export function registerQueryDueBalanceCount(api: ApiMount): void {
  route(api, queryDueBalanceCount, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'r', 'due_date');
    const { rows } = await db.query<{
      totalCount: number;
      openCount: number;
      partiallyPaidCount: number;
      overdueCount: number;
    }>(
      `SELECT count(*)::int AS "totalCount",
              count(*) FILTER (WHERE r.status = 'OPEN')::int AS "openCount",
              count(*) FILTER (WHERE r.status = 'PARTIALLY_PAID')::int AS "partiallyPaidCount",
              count(*) FILTER (WHERE r.status = 'OVERDUE')::int AS "overdueCount"
       FROM receivables r WHERE ${where} AND r.outstanding > 0`,
      p.values,
    );
    return rows[0] ?? { totalCount: 0, openCount: 0, partiallyPaidCount: 0, overdueCount: 0 };
  });
}

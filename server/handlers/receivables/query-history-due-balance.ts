import { queryHistoryDueBalance } from '../../../src/api/endpoints/receivables/query-history-due-balance';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryHistoryDueBalance: per due month and currency, the amount due and still outstanding. */
export function registerQueryHistoryDueBalance(api: ApiMount): void {
  route(api, queryHistoryDueBalance, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'r', 'due_date');
    const { rows } = await db.query<{
      month: string;
      currency: string;
      dueAmount: string;
      outstandingAmount: string;
      receivableCount: number;
    }>(
      `SELECT to_char(r.due_date, 'YYYY-MM') AS month, r.currency,
              ${sumText('r.amount')} AS "dueAmount", ${sumText('r.outstanding')} AS "outstandingAmount",
              count(*)::int AS "receivableCount"
       FROM receivables r WHERE ${where}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      p.values,
    );
    return rows;
  });
}

import { queryAccountReceivableByDate } from '../../../src/api/endpoints/receivables/query-account-receivable-by-date';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryAccountReceivaleByDate: receivables per issue month and currency. */
export function registerQueryAccountReceivableByDate(api: ApiMount): void {
  route(api, queryAccountReceivableByDate, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'x', 'issue_date');
    const { rows } = await db.query<{
      month: string;
      currency: string;
      receivableCount: number;
      amount: string;
      outstanding: string;
    }>(
      `SELECT to_char(x.issue_date, 'YYYY-MM') AS month, x.currency,
              count(*)::int AS "receivableCount", ${sumText('x.amount')} AS "amount",
              ${sumText('x.outstanding')} AS outstanding
       FROM receivables x WHERE ${where}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      p.values,
    );
    return rows;
  });
}

import { queryDilutionByDate } from '../../../src/api/endpoints/receivables/query-dilution-by-date';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params, sumText } from './ar-sql';

/** POST queryDilutionByDate: dilutions per month and currency. */
export function registerQueryDilutionByDate(api: ApiMount): void {
  route(api, queryDilutionByDate, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'x', 'dilution_date');
    const { rows } = await db.query<{
      month: string;
      currency: string;
      dilutionCount: number;
      dilutionAmount: string;
    }>(
      `SELECT to_char(x.dilution_date, 'YYYY-MM') AS month, x.currency,
              count(*)::int AS "dilutionCount", ${sumText('x.amount')} AS "dilutionAmount"
       FROM ar_dilutions x WHERE ${where}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      p.values,
    );
    return rows;
  });
}

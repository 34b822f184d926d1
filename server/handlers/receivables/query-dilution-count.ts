import { queryDilutionCount } from '../../../src/api/endpoints/receivables/query-dilution-count';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params } from './ar-sql';

/** POST queryDilutionCount: dilutions, and how many receivables and buyers they touch. */
export function registerQueryDilutionCount(api: ApiMount): void {
  route(api, queryDilutionCount, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'x', 'dilution_date');
    const { rows } = await db.query<{
      dilutionCount: number;
      receivableCount: number;
      buyerCount: number;
    }>(
      `SELECT count(*)::int AS "dilutionCount", count(DISTINCT x.receivable_id)::int AS "receivableCount",
              count(DISTINCT x.buyer_code)::int AS "buyerCount"
       FROM ar_dilutions x WHERE ${where}`,
      p.values,
    );
    return rows[0] ?? { dilutionCount: 0, receivableCount: 0, buyerCount: 0 };
  });
}

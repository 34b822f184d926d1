import { availableForFinanceAmount } from '../../../src/api/endpoints/receivables/available-for-finance-amount';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { ADVANCE_RATE_SQL } from '../../../src/shared/receivables/advance-rate';
import { arWhere, Params, sumText } from './ar-sql';

/** The advance rate (src/shared/receivables/advance-rate.ts, shared with the worker's what-if). */
export const ADVANCE_RATE = ADVANCE_RATE_SQL;

/** POST availableForFinanceAmount: 80 % of the outstanding of unfinanced receivables not overdue. */
export function registerAvailableForFinanceAmount(api: ApiMount): void {
  route(api, availableForFinanceAmount, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'r', 'issue_date');
    const { rows } = await db.query<{ currency: string; amount: string; count: number }>(
      `SELECT r.currency,
              ${sumText(`round(r.outstanding * ${ADVANCE_RATE}, CASE WHEN r.currency = 'JPY' THEN 0 ELSE 2 END)`)} AS amount,
              count(*)::int AS count
       FROM receivables r
       WHERE ${where} AND NOT r.financed AND r.status IN ('OPEN', 'PARTIALLY_PAID')
       GROUP BY 1 ORDER BY 1`,
      p.values,
    );
    return rows;
  });
}

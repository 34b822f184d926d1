import { queryHistoryDueBalance } from '../../../src/api/endpoints/receivables/query-history-due-balance';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, monthlyByCurrency, Params } from './ar-sql';

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
      monthlyByCurrency('receivables r', 'r', 'due_date', where, [
        { as: 'dueAmount', sum: 'r.amount' },
        { as: 'outstandingAmount', sum: 'r.outstanding' },
        { as: 'receivableCount' },
      ]),
      p.values,
    );
    return rows;
  });
}

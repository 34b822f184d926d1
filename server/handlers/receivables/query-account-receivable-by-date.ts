import { queryAccountReceivableByDate } from '../../../src/api/endpoints/receivables/query-account-receivable-by-date';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, monthlyByCurrency, Params } from './ar-sql';

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
      monthlyByCurrency('receivables x', 'x', 'issue_date', where, [
        { as: 'receivableCount' },
        { as: 'amount', sum: 'x.amount' },
        { as: 'outstanding', sum: 'x.outstanding' },
      ]),
      p.values,
    );
    return rows;
  });
}

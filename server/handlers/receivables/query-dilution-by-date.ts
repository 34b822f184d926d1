import { queryDilutionByDate } from '../../../src/api/endpoints/receivables/query-dilution-by-date';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, monthlyByCurrency, Params } from './ar-sql';

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
      monthlyByCurrency('ar_dilutions x', 'x', 'dilution_date', where, [
        { as: 'dilutionCount' },
        { as: 'dilutionAmount', sum: 'x.amount' },
      ]),
      p.values,
    );
    return rows;
  });
}

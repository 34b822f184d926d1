import { queryCurrencyList } from '../../../src/api/endpoints/receivables/query-currency-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** GET queryCurrencyList: the currencies the user's company has receivables in. */
export function registerQueryCurrencyList(api: ApiMount): void {
  route(api, queryCurrencyList, async ({ db, user }) => {
    // A loose index scan would be faster on a million rows; six currencies make this cheap enough.
    const { rows } = await db.query<{ currency: string }>(
      `SELECT DISTINCT currency FROM receivables WHERE supplier_id = $1 ORDER BY currency`,
      [user.companyId],
    );
    return rows.map((r) => r.currency);
  });
}

import { queryBuyerCodeList } from '../../../src/api/endpoints/receivables/query-buyer-code-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** GET queryBuyerCodeList: every buyer of the user's company as an option, by code. */
export function registerQueryBuyerCodeList(api: ApiMount): void {
  route(api, queryBuyerCodeList, async ({ db, user }) => {
    const { rows } = await db.query<{ buyerName: string; buyerCode: string }>(
      `SELECT buyer_name AS "buyerName", buyer_code AS "buyerCode"
       FROM ar_buyers WHERE supplier_id = $1 ORDER BY buyer_code`,
      [user.companyId],
    );
    return rows;
  });
}

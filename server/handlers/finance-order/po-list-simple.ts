import { poListSimple } from '../../../src/api/endpoints/finance-order/po-list-simple';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { eligiblePoPage } from './po-list';

/** POST poListSimple: poList's rows as number choices. */
export function registerPoListSimple(api: ApiMount): void {
  route(api, poListSimple, async ({ db, user, body }) => {
    const { total, rows } = await eligiblePoPage(db, user, body);
    return {
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      total,
      list: rows.map((r) => ({
        id: r.id,
        poNo: r.number,
        currency: r.currency,
        openAmount: r.openAmount,
      })),
    };
  });
}

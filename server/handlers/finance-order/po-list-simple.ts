import { poListSimple } from '../../../src/api/endpoints/finance-order/po-list-simple';
import { eligibleReceivablePage } from '../../finance-order/eligible-receivables';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requireSupplier } from './picker-access';

/** POST poListSimple: poList's rows as number choices. */
export function registerPoListSimple(api: ApiMount): void {
  route(api, poListSimple, async ({ db, user, body }) => {
    requireSupplier(user);
    const { total, rows } = await eligibleReceivablePage(db, {
      supplierCompanyId: user.companyId,
      buyerName: body.buyerName,
      currency: body.currency,
      kind: 'PO',
      number: body.number,
      offset: (body.pageNum - 1) * body.pageSize,
      limit: body.pageSize,
    });
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

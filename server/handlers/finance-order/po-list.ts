import { poList } from '../../../src/api/endpoints/finance-order/po-list';
import { eligibleReceivablePage } from '../../finance-order/eligible-receivables';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requireSupplier } from './picker-access';

/** POST poList: a page of the supplier's eligible purchase orders of one buyer and currency. */
export function registerPoList(api: ApiMount): void {
  route(api, poList, async ({ db, user, body }) => {
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
    return { pageNum: body.pageNum, pageSize: body.pageSize, total, list: rows };
  });
}

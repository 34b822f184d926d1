import { poList } from '../../../src/api/endpoints/finance-order/po-list';
import { eligibleReceivablePage } from '../../finance-order/eligible-receivables';
import type { z } from 'zod';
import type { receivablePickerInput } from '../../../src/api/endpoints/finance-order/picker-schemas';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requireSupplier } from './picker-access';

/** The page of eligible purchase orders both PO pickers answer (poList whole, poListSimple short). */
export async function eligiblePoPage(
  db: Db,
  user: SessionUser,
  body: z.output<typeof receivablePickerInput>,
) {
  requireSupplier(user);
  return eligibleReceivablePage(db, {
    supplierCompanyId: user.companyId,
    buyerName: body.buyerName,
    currency: body.currency,
    kind: 'PO',
    number: body.number,
    offset: (body.pageNum - 1) * body.pageSize,
    limit: body.pageSize,
  });
}

/** POST poList: a page of the supplier's eligible purchase orders of one buyer and currency. */
export function registerPoList(api: ApiMount): void {
  route(api, poList, async ({ db, user, body }) => {
    const { total, rows } = await eligiblePoPage(db, user, body);
    return { pageNum: body.pageNum, pageSize: body.pageSize, total, list: rows };
  });
}

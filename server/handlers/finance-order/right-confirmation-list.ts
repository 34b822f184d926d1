import {
  CONFIRMATION_LIST_MAX,
  rightConfirmationList,
} from '../../../src/api/endpoints/finance-order/right-confirmation-list';
import { orderActorOf } from '../../../src/shared/finance-order/lifecycle';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

const FINANCE_ORDER_PAGE = 'finance.financeOrder';

interface Row {
  id: string;
  data: {
    financeNo: string;
    supplierName?: string;
    funderName: string | null;
    productName: string;
    currency: string;
    trial?: { receivablesAmount: string } | null;
    receivables?: unknown[];
    dueDate?: string | null;
    applyDate: string;
  };
}

/**
 * POST rightConfirmationList: the orders waiting for the caller's company, as their buyer, to
 * confirm it owes their receivables. Any other role has none to confirm: an empty list.
 */
export function registerRightConfirmationList(api: ApiMount): void {
  route(api, rightConfirmationList, async ({ db, user }) => {
    if (orderActorOf(user.companyRole) !== 'BUYER') return [];
    const { rows } = await db.query<Row>(
      `SELECT id, data FROM page_records
       WHERE page_id = $1 AND data->>'buyerCompanyId' = $2
         AND data->>'status' = 'PENDING_RIGHTS_CONFIRMATION'
       ORDER BY data->>'applyDate', id
       LIMIT ${CONFIRMATION_LIST_MAX}`,
      [FINANCE_ORDER_PAGE, user.companyId],
    );
    return rows.map(({ id, data }) => ({
      id,
      financeNo: data.financeNo,
      supplierName: data.supplierName ?? null,
      funderName: data.funderName,
      productName: data.productName,
      currency: data.currency,
      receivablesAmount: data.trial?.receivablesAmount ?? null,
      receivablesCount: data.receivables?.length ?? 0,
      dueDate: data.dueDate ?? null,
      applyDate: data.applyDate,
    }));
  });
}

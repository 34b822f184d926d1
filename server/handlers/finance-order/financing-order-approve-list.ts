import { financingOrderApproveList } from '../../../src/api/endpoints/finance-order/financing-order-approve-list';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { workflowHistory } from '../../workflow/workflow-store';

/** Finance orders' workflow type (docs/approvals.md); the businessNo is the order's id. */
export const FINANCE_ORDER_WORKFLOW = 'FINANCE_ORDER';
const FINANCE_ORDER_PAGE = 'finance.financeOrder';

/**
 * POST financingOrderApproveList/{id} (spec 001 §7): the order's approval rows for any of its
 * three parties (the supplier that owns the record, its buyer, its funder). The party check reads
 * the order's own record, so the buyer, who is no party to the workflow, still sees the rows.
 */
export function registerFinancingOrderApproveList(api: ApiMount): void {
  route(api, financingOrderApproveList, async ({ db, user, params }) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM page_records
       WHERE page_id = $1 AND id = $2
         AND (company_id = $3 OR data->>'buyerCompanyId' = $3 OR data->>'funderCompanyId' = $3)
       LIMIT 1`,
      [FINANCE_ORDER_PAGE, params.id, user.companyId],
    );
    if (rows.length === 0) {
      throw BusinessError.badRequest('unknownRecord', {
        pageId: FINANCE_ORDER_PAGE,
        id: params.id,
      });
    }
    const history = await workflowHistory(db, FINANCE_ORDER_WORKFLOW, params.id);
    return history.detailDTOS;
  });
}

import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { FINANCE_ORDER_BUSINESS_TYPE, type StoredOrder } from '../../finance-order/order-record';
import { startWorkflow } from '../../workflow/workflow-store';

/** The node the funder approves at (the approval card's second step). */
export const FUNDER_APPROVAL_NODE = 'FUNDER_APPROVAL';

/** Opens the funder's approval round of a submitted order (or of an ARP request). */
export async function startOrderApproval(
  tx: Db,
  order: StoredOrder,
  user: SessionUser,
  submitterName: string,
): Promise<void> {
  await startWorkflow(tx, {
    businessType: FINANCE_ORDER_BUSINESS_TYPE,
    businessNo: order.id,
    ownerCompanyId: order.companyId,
    approverCompanyId: order.data.funderCompanyId ?? order.companyId,
    nodeName: FUNDER_APPROVAL_NODE,
    submitter: { userId: user.id, userName: submitterName },
  });
}

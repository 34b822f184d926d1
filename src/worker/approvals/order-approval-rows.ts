import { financingOrderApproveList } from '../../api/endpoints/finance-order/financing-order-approve-list';
import type { WorkflowDetail } from '../../api/endpoints/workflow/workflow-params';
import type { CoreServices } from '../core/create-core';

/**
 * A finance order's approval rows through financingOrderApproveList/{id}, which answers all three
 * of its parties; the workflow history answers only the owner and the approver, so the buyer reads
 * these. Silent like the history (spec 001 §6: the card says itself that it failed).
 */
export function orderApprovalRows(core: Promise<CoreServices>) {
  return {
    async financeOrderRows(id: string): Promise<WorkflowDetail[]> {
      const c = await core;
      return c.http.call(financingOrderApproveList, { params: { id } }, { silent: true });
    },
  };
}

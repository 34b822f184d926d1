import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { ApprovalFlowCard } from '../../../components/approval/ApprovalFlowCard';
import { ApprovalViewPage } from '../../../components/approval/ApprovalPageVariants';
import type { HistoryReader } from '../../../components/approval/use-workflow-history';
import { viewerActions } from './use-order-actions';

/** The business type of finance orders in the approval workflow (server/workflow). */
export const FINANCE_ORDER_BUSINESS_TYPE = 'FINANCE_ORDER';

/**
 * The order's rows through financingOrderApproveList, which answers all three parties (the
 * workflow history refuses the buyer, who is no party to the workflow). It carries no open task,
 * which only the approver's editable card needs.
 */
const readOrderApprovalRows: HistoryReader = async (core, { businessNo }) => ({
  currentNode: null,
  taskId: null,
  detailDTOS: await core.approvals.financeOrderRows(businessNo),
});

/**
 * The order's approval flow: editable (pass, deny, refuse) for the funder while the order waits
 * for its decision, the read-only view variant for everyone else (the buyer included). A verdict
 * reloads the order.
 */
export function OrderApprovalCard({ order, onDone }: { order: FinanceOrder; onDone: () => void }) {
  if (viewerActions(order).includes('pass')) {
    return (
      <ApprovalFlowCard
        businessType={FINANCE_ORDER_BUSINESS_TYPE}
        businessNo={order.id}
        editable
        onDone={onDone}
      />
    );
  }
  return (
    <ApprovalViewPage
      businessType={FINANCE_ORDER_BUSINESS_TYPE}
      businessNo={order.id}
      readHistory={readOrderApprovalRows}
    />
  );
}

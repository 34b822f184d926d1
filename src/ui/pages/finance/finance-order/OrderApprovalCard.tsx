import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { ApprovalFlowCard } from '../../../components/approval/ApprovalFlowCard';
import { viewerActions } from './use-order-actions';

/** The business type of finance orders in the approval workflow (server/workflow). */
export const FINANCE_ORDER_BUSINESS_TYPE = 'FINANCE_ORDER';

/**
 * The order's approval flow: editable (pass, deny, refuse) for the funder while the order waits
 * for its decision, read-only history for everyone else. A verdict reloads the order.
 */
export function OrderApprovalCard({ order, onDone }: { order: FinanceOrder; onDone: () => void }) {
  return (
    <ApprovalFlowCard
      businessType={FINANCE_ORDER_BUSINESS_TYPE}
      businessNo={order.id}
      editable={viewerActions(order).includes('pass')}
      onDone={onDone}
    />
  );
}

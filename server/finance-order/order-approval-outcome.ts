import {
  nextStatus,
  stepRefusal,
  type FinanceOrderAction,
} from '../../src/shared/finance-order/lifecycle';
import type { ReviewType, WorkflowOutcome } from '../workflow/outcome-registry';
import { registerWorkflowOutcome } from '../workflow/outcome-registry';
import type { Db } from '../db/db';
import { appendOrderEvent } from './order-events';
import { partyOf } from './order-party';
import { releaseReceivables } from './order-receivables';
import { FINANCE_ORDER_BUSINESS_TYPE } from './order-record';
import { stepRefused } from './order-refusals';
import { findPartyOrder, saveOrder } from './order-store';

/** The approval card's verdicts as lifecycle steps (spec 001 §4: pass, deny, reject). */
const STEP_OF: Readonly<Record<ReviewType, FinanceOrderAction>> = {
  passed: 'pass',
  rejected: 'deny',
  refused: 'refuse',
};

/**
 * The funder's verdict on a submitted order or an ARP request, in the approval's transaction:
 * pass, deny and reject lead where lifecycle.ts says; a refused application releases its
 * receivables. A verdict the table does not allow (an order revoked meanwhile) is refused, which
 * undoes the approval's history row too.
 */
export async function applyOrderVerdict(db: Db, outcome: WorkflowOutcome): Promise<void> {
  const action = STEP_OF[outcome.reviewType];
  const order = await findPartyOrder(db, outcome.businessNo, outcome.actor.companyId, {
    lock: true,
  });
  const from = order.data.status;
  if (partyOf(order, 'FUNDER') !== outcome.actor.companyId) {
    throw stepRefused('wrongParty', order.data, action);
  }
  const refusal = stepRefusal(action, 'FUNDER', from);
  if (refusal) throw stepRefused(refusal, order.data, action);
  const to = nextStatus(action, from);
  await saveOrder(db, {
    ...order,
    data: { ...order.data, status: to, updatedAt: new Date().toISOString() },
  });
  if (to === 'REJECTED') await releaseReceivables(db, order.companyId, order.id);
  await appendOrderEvent(db, order.id, {
    action,
    from,
    to,
    actor: outcome.actor,
    comment: outcome.comment === '' ? null : outcome.comment,
  });
}

/** Finance orders' outcome in the workflow registry (called when the routes are mounted). */
export function registerOrderApprovalOutcome(): void {
  registerWorkflowOutcome(FINANCE_ORDER_BUSINESS_TYPE, applyOrderVerdict);
}

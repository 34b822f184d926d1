import type { Db } from '../db/db';

export type ReviewType = 'passed' | 'rejected' | 'refused';

export interface WorkflowActor {
  userId: string;
  userName: string;
  companyId: string;
}

export interface WorkflowOutcome {
  businessNo: string;
  reviewType: ReviewType;
  comment: string;
  actor: WorkflowActor;
}

/**
 * What an approver's verdict does to the business record. It runs inside the approval's
 * transaction: throwing (a BusinessError when the record's state does not allow the step) undoes
 * the history row and the round's closing too.
 */
export type WorkflowOutcomeHandler = (db: Db, outcome: WorkflowOutcome) => Promise<void>;

const handlers = new Map<string, WorkflowOutcomeHandler>();

/**
 * Registers the outcome of one business type (finance orders: 'FINANCE_ORDER'). The registry is
 * per process: a second registration of a type replaces the first, so a process that starts
 * several servers (tests) may register on every start.
 */
export function registerWorkflowOutcome(
  businessType: string,
  handler: WorkflowOutcomeHandler,
): void {
  handlers.set(businessType, handler);
}

/** The registered handler; null when the type records approvals without consequences. */
export function workflowOutcomeOf(businessType: string): WorkflowOutcomeHandler | null {
  return handlers.get(businessType) ?? null;
}

/** Tests only: forget a type registered by the test itself. */
export function unregisterWorkflowOutcome(businessType: string): void {
  handlers.delete(businessType);
}

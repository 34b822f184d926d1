import { ResultCode } from '../../src/api/contract/envelope';
import {
  COMPANY_CHANGE_TYPE,
  COMPANY_REVIEW_AUTHORITY,
  mayDecide,
} from '../../src/shared/company-edit/change-rules';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { registerWorkflowOutcome, type WorkflowOutcome } from '../workflow/outcome-registry';
import { closeChange, lockChange } from './change-store';
import { writeLegalData } from './company-record';
import { reopenVerificationAfter } from './verification-reopen';

/** Whether the user holds the platform reviewer's authority (in any role it acts in). */
export async function isPlatformReviewer(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM user_authorities WHERE user_id = $1 AND pid = $2',
    [userId, COMPANY_REVIEW_AUTHORITY],
  );
  return rows.length > 0;
}

/**
 * The verdict on a company change, inside the approval's transaction: approved writes the
 * proposed legal data (and re-opens the company's real-name verification when its identity
 * changed), anything else returns the change and writes nothing. Only the platform
 * reviewer decides: a company's own user who reaches the generic approve call (its company is
 * the round's approver row) is refused here, which undoes the history row too.
 */
async function applyChangeVerdict(db: Db, outcome: WorkflowOutcome): Promise<void> {
  if (!(await isPlatformReviewer(db, outcome.actor.userId))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
  const change = await lockChange(db, outcome.businessNo);
  if (!change || !mayDecide(change.status)) {
    throw new BusinessError(ResultCode.conflict, 'workflowTaskStale', () => ({
      businessNo: outcome.businessNo,
    }));
  }
  if (outcome.reviewType === 'passed') {
    await writeLegalData(db, change.companyId, change.proposed, outcome.actor.userId);
    await reopenVerificationAfter(db, change.companyId, change.changedFields);
    await closeChange(db, outcome.businessNo, 'APPROVED', outcome.actor.userId, outcome.comment);
    return;
  }
  await closeChange(db, outcome.businessNo, 'RETURNED', outcome.actor.userId, outcome.comment);
}

/** Company changes' outcome in the workflow registry (called when the routes are mounted). */
export function registerCompanyChangeOutcome(): void {
  registerWorkflowOutcome(COMPANY_CHANGE_TYPE, applyChangeVerdict);
}

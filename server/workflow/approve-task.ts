import { ResultCode } from '../../src/api/contract/envelope';
import { approvalCommentProblem, type ReviewType } from '../../src/shared/approval/comment-rule';
import type { Language } from '../../src/shared/constants';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { workflowOutcomeOf, type WorkflowActor } from './outcome-registry';
import {
  closeRound,
  insertHistoryRow,
  lockRoundOfTask,
  type WorkflowOperation,
} from './workflow-store';

export interface ApproveTask {
  businessType?: string;
  businessNo: string;
  taskId: string;
  nodeName: string;
  reviewType: ReviewType;
  approvalComments: string;
}

const OPERATION: Readonly<Record<ReviewType, Exclude<WorkflowOperation, 'SUBMITTED'>>> = {
  passed: 'PASSED',
  rejected: 'REJECTED',
  refused: 'REFUSED',
};

/**
 * The approver's verdict on an open task, in one transaction: the round locked, the checks, the
 * history row, the round closed and the business type's outcome. Whatever refuses (the outcome
 * included) undoes all of it.
 *
 * The order of the checks tells nobody more than they may know: a task that is unknown, of
 * another record, or of a record the caller is no party to is "no such record"; the owner company
 * is told only the approver may answer; a party holding a handled or replaced task is told so.
 */
export async function approveTask(
  db: Db,
  actor: WorkflowActor,
  task: ApproveTask,
  lang: Language,
): Promise<{ businessNo: string; taskId: string; operation: WorkflowOperation }> {
  const problem = approvalCommentProblem(task.reviewType, task.approvalComments);
  if (problem === 'required') {
    throw BusinessError.onField('approvalCommentRequired', 'approvalComments', lang);
  }
  if (problem === 'tooLong')
    throw BusinessError.onField('approvalCommentTooLong', 'approvalComments', lang);

  return db.transaction(async (tx) => {
    const round = await lockRoundOfTask(tx, task.taskId);
    const unknown = () =>
      BusinessError.badRequest('unknownWorkflowRecord', { businessNo: task.businessNo });
    if (
      !round ||
      round.businessNo !== task.businessNo ||
      (task.businessType !== undefined && round.businessType !== task.businessType)
    ) {
      throw unknown();
    }
    const isApprover = round.approverCompanyId === actor.companyId;
    if (!isApprover && round.ownerCompanyId !== actor.companyId) throw unknown();
    const vars = () => ({ businessNo: task.businessNo });
    if (!isApprover) throw new BusinessError(ResultCode.forbidden, 'workflowNotApprover', vars);
    if (round.status !== 'OPEN' || round.currentNode !== task.nodeName) {
      throw new BusinessError(ResultCode.conflict, 'workflowTaskStale', vars);
    }

    const operation = OPERATION[task.reviewType];
    const comment = task.approvalComments.trim();
    await insertHistoryRow(tx, {
      businessType: round.businessType,
      businessNo: round.businessNo,
      round: round.round,
      taskId: round.taskId,
      nodeName: round.currentNode,
      operation,
      comment,
      assigneeId: actor.userId,
      assigneeName: actor.userName,
      companyId: actor.companyId,
    });
    // The lock above makes this the only writer; a false here would be a bug, not a race.
    if (!(await closeRound(tx, round.taskId, operation))) {
      throw new Error(`workflow task ${round.taskId} closed under its lock`);
    }
    await workflowOutcomeOf(round.businessType)?.(tx, {
      businessNo: round.businessNo,
      reviewType: task.reviewType,
      comment,
      actor,
    });
    return { businessNo: round.businessNo, taskId: round.taskId, operation };
  });
}

import { ResultCode } from '../../src/api/contract/envelope';
import type { CompanyChangeReviewBody } from '../../src/api/endpoints/company-edit/company-change-endpoints';
import { approvalCommentProblem } from '../../src/shared/approval/comment-rule';
import {
  COMPANY_CHANGE_TYPE,
  type ChangeState,
  type ReviewDecision,
} from '../../src/shared/company-edit/change-rules';
import type { Language } from '../../src/shared/constants';
import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { approveTask } from '../workflow/approve-task';
import { latestRound } from '../workflow/workflow-store';

/**
 * The platform reviewer's decision on a change: the shared comment rule (a return needs one), then
 * the change's open workflow task decided by approveTask, whose outcome writes the data. The
 * round's approver row is the company's own (see apply-edit.ts), so the reviewer acts on it.
 */
export async function reviewChange(
  db: Db,
  user: SessionUser,
  body: Required<CompanyChangeReviewBody> & { decision: ReviewDecision },
  lang: Language,
): Promise<{ changeId: string; status: ChangeState }> {
  const problem = approvalCommentProblem(body.decision, body.comment);
  if (problem === 'required')
    throw BusinessError.onField('approvalCommentRequired', 'comment', lang);
  if (problem === 'tooLong') throw BusinessError.onField('approvalCommentTooLong', 'comment', lang);
  const round = await latestRound(db, COMPANY_CHANGE_TYPE, body.changeId);
  if (!round)
    throw BusinessError.badRequest('unknownWorkflowRecord', { businessNo: body.changeId });
  if (round.status !== 'OPEN') {
    throw new BusinessError(ResultCode.conflict, 'workflowTaskStale', () => ({
      businessNo: body.changeId,
    }));
  }
  const { rows } = await db.query<{ cname: string }>('SELECT cname FROM users WHERE id = $1', [
    user.id,
  ]);
  await approveTask(
    db,
    {
      userId: user.id,
      userName: rows[0]?.cname || user.userName,
      companyId: round.approverCompanyId,
    },
    {
      businessType: COMPANY_CHANGE_TYPE,
      businessNo: body.changeId,
      taskId: round.taskId,
      nodeName: round.currentNode,
      reviewType: body.decision,
      approvalComments: body.comment,
    },
    lang,
  );
  return { changeId: body.changeId, status: body.decision === 'passed' ? 'APPROVED' : 'RETURNED' };
}

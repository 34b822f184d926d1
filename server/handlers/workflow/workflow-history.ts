import { workflowHistory as workflowHistoryEndpoint } from '../../../src/api/endpoints/workflow/workflow-history';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { latestRound, workflowHistory } from '../../workflow/workflow-store';

/**
 * POST backend/workflow/history (spec 001 §7): the record's approval history for its owner and
 * approver companies. A record never submitted and another company's record answer alike, so the
 * answer does not tell which numbers exist.
 */
export function registerWorkflowHistory(api: ApiMount): void {
  route(api, workflowHistoryEndpoint, async ({ db, user, body }) => {
    const round = await latestRound(db, body.businessType, body.businessNo);
    const party =
      round !== null &&
      (round.ownerCompanyId === user.companyId || round.approverCompanyId === user.companyId);
    if (!party) {
      throw BusinessError.badRequest('unknownWorkflowRecord', { businessNo: body.businessNo });
    }
    return workflowHistory(db, body.businessType, body.businessNo);
  });
}

import {
  companyChangeDetail,
  companyChangeHistory,
  companyChangeList,
  companyChangePending,
  companyChangeReview,
} from '../../../src/api/endpoints/company-edit/company-change-endpoints';
import { COMPANY_CHANGE_TYPE } from '../../../src/shared/company-edit/change-rules';
import { changeById, changesIn, pendingChangeOf } from '../../company-edit/change-store';
import { isPlatformReviewer } from '../../company-edit/change-outcome';
import { reviewChange } from '../../company-edit/review-change';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { workflowHistory } from '../../workflow/workflow-store';

/** Pending changes: the company's own, their history, and the platform reviewer's queue. */
export function registerCompanyChanges(api: ApiMount): void {
  route(api, companyChangePending, async ({ db, user, lang }) =>
    pendingChangeOf(db, user.companyId, lang),
  );
  route(api, companyChangeHistory, async ({ db, user, body, lang }) => {
    const change = await changeById(db, body.changeId, lang);
    const party =
      change !== null &&
      (change.companyId === user.companyId || (await isPlatformReviewer(db, user.id)));
    // Another company's change answers like one that does not exist.
    if (!party) {
      throw BusinessError.badRequest('unknownWorkflowRecord', { businessNo: body.changeId });
    }
    return workflowHistory(db, COMPANY_CHANGE_TYPE, body.changeId);
  });
  route(api, companyChangeList, async ({ db, body, lang }) => changesIn(db, body.status, lang));
  route(api, companyChangeDetail, async ({ db, params, lang }) => {
    const change = await changeById(db, params.changeId, lang);
    if (!change) {
      throw BusinessError.badRequest('unknownWorkflowRecord', { businessNo: params.changeId });
    }
    return change;
  });
  route(
    api,
    companyChangeReview,
    async ({ db, user, body, lang }) => reviewChange(db, user, body, lang),
    { command: true },
  );
}

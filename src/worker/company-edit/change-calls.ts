import {
  companyChangeDetail,
  companyChangeHistory,
  companyChangeList,
  companyChangePending,
  companyChangeReview,
  type CompanyChangeReviewBody,
} from '../../api/endpoints/company-edit/company-change-endpoints';
import type { CompanyChangeView } from '../../api/endpoints/company-edit/company-change-view';
import type { WorkflowHistoryData } from '../../api/endpoints/workflow/workflow-history';
import { COMMAND_ID_HEADER } from '../../api/contract/envelope';
import type { ChangeState } from '../../shared/company-edit/change-rules';
import type { CoreServices } from '../core/create-core';
import { refusalOf, type Refusal } from './refusal';

export type ReviewOutcome = { kind: 'done'; status: ChangeState } | Refusal;

/** Pending changes: the company's own, their history, and the platform reviewer's queue. */
export function changeCalls(core: Promise<CoreServices>) {
  return {
    async pending(): Promise<CompanyChangeView | null> {
      const c = await core;
      return c.http.call(companyChangePending, {});
    },
    /** Silent like every approval history (spec 001 §6: the card says itself that it failed). */
    async history(changeId: string): Promise<WorkflowHistoryData> {
      const c = await core;
      return c.http.call(companyChangeHistory, { body: { changeId } }, { silent: true });
    },
    async reviewList(status: ChangeState): Promise<CompanyChangeView[]> {
      const c = await core;
      return c.http.call(companyChangeList, { body: { status } });
    },
    async reviewDetail(changeId: string): Promise<CompanyChangeView> {
      const c = await core;
      return c.http.call(companyChangeDetail, { params: { changeId } });
    },
    /** The reviewer's decision; a refusal comes back as data so the page keeps the comment. */
    async review(body: CompanyChangeReviewBody): Promise<ReviewOutcome> {
      const c = await core;
      try {
        const answer = await c.http.call(
          companyChangeReview,
          { body },
          { silent: true, headers: { [COMMAND_ID_HEADER]: crypto.randomUUID() } },
        );
        return { kind: 'done', status: answer.status };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}

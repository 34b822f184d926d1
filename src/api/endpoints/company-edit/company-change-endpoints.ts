import { z } from 'zod';
import { APPROVAL_COMMENT_MAX } from '../../../shared/approval/comment-rule';
import { CHANGE_STATES, REVIEW_DECISIONS } from '../../../shared/company-edit/change-rules';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { workflowHistory } from '../workflow/workflow-history';
import { COMPANY_BASE } from './company-edit-base';
import { companyChangeView } from './company-change-view';

const changeId = identifier(64).regex(/^CC-[A-Z0-9]+-\d+$/, { message: 'a change number' });

/**
 * GET (ours): the caller company's change waiting for review, or null. For the detail page's
 * "under review" section, so the detail's menu is enough.
 */
export const companyChangePending = defineEndpoint({
  id: 'companyEdit.pending',
  method: 'GET',
  path: `${COMPANY_BASE}/clientend/company/change/pending`,
  data: companyChangeView.nullable(),
});

export const changeParams = z.object({ changeId });

/**
 * POST (ours): a change's approval history, for its company's users and the platform reviewer
 * (the workflow history answers only a record's owner and approver companies).
 */
export const companyChangeHistory = defineEndpoint({
  id: 'companyEdit.history',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/change/history`,
  body: changeParams,
  data: workflowHistory.data,
});

export const companyChangeListBody = z.object({
  status: z.enum(CHANGE_STATES).default('PENDING'),
});

/** POST (ours): the platform reviewer's list of changes across companies, oldest first. */
export const companyChangeList = defineEndpoint({
  id: 'companyEdit.reviewList',
  method: 'POST',
  path: `${COMPANY_BASE}/backend/company/change/list`,
  body: companyChangeListBody,
  data: z.array(companyChangeView).max(200),
});

/** GET (ours): one change for the reviewer, side by side. */
export const companyChangeDetail = defineEndpoint({
  id: 'companyEdit.reviewDetail',
  method: 'GET',
  path: `${COMPANY_BASE}/backend/company/change/{changeId}`,
  params: changeParams,
  data: companyChangeView,
});

export const companyChangeReviewBody = z.object({
  changeId,
  decision: z.enum(REVIEW_DECISIONS),
  // The transport bound; the shared comment rule (500 as counted, required to return) runs on
  // the server like in the approval card.
  comment: freeText(APPROVAL_COMMENT_MAX * 2).default(''),
});
export type CompanyChangeReviewBody = z.input<typeof companyChangeReviewBody>;

/**
 * POST (ours): the platform reviewer approves (the proposed legal data replaces the approved) or
 * returns the change with a comment (nothing changes). A command, in one transaction with the
 * workflow's history row.
 */
export const companyChangeReview = defineEndpoint({
  id: 'companyEdit.review',
  method: 'POST',
  path: `${COMPANY_BASE}/backend/company/change/review`,
  body: companyChangeReviewBody,
  data: z.object({ changeId: z.string(), status: z.enum(CHANGE_STATES) }),
});

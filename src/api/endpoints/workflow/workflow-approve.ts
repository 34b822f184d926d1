import { z } from 'zod';
import { APPROVAL_COMMENT_MAX, REVIEW_TYPES } from '../../../shared/approval/comment-rule';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { businessType, WORKFLOW_BASE, workflowOperation } from './workflow-params';

/**
 * The spec's approval payload (001 §3). The task names the record; a business type, when given
 * (ours), must be the task's.
 */
export const workflowApproveBody = z.object({
  businessType: businessType.optional(),
  businessNo: identifier(64).min(1),
  taskId: identifier(64).min(1),
  nodeName: identifier(64).min(1),
  reviewType: z.enum(REVIEW_TYPES),
  // The transport bound: 500 characters of two UTF-16 units each. The rule (500 as the user
  // counts them, not blank to deny or reject) is the shared one, run by the handler.
  approvalComments: freeText(APPROVAL_COMMENT_MAX * 2).default(''),
});
export type WorkflowApproveBody = z.input<typeof workflowApproveBody>;

/**
 * POST (ours, docs/approvals.md): the approver's verdict on the open task, an outbox command.
 * Only the approver company; only the open task (a handled or replaced task is 409); deny
 * (rejected) and reject (refused) need a comment that is not blank (400 naming approvalComments).
 * The history row, the round's closing and the business type's outcome are one transaction: when
 * the outcome refuses, nothing is written.
 */
export const workflowApprove = defineEndpoint({
  id: 'workflow.approve',
  method: 'POST',
  path: `${WORKFLOW_BASE}/approve`,
  body: workflowApproveBody,
  data: z.object({
    businessNo: z.string(),
    taskId: z.string(),
    operation: workflowOperation,
  }),
});

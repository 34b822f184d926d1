import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';

/** Base of the spec's workflow calls (spec 001 §7 Approval). */
export const WORKFLOW_BASE = '/api/{product}-financial-transaction/backend/workflow';

/** A business type: upper-case words (finance orders are 'FINANCE_ORDER'). */
export const businessType = identifier(64).regex(/^[A-Z][A-Z0-9_]*$/, {
  message: 'upper-case letters, digits and _',
});

/** The record a workflow approves: its type and its number (a finance order's id). */
export const workflowParams = z.object({
  businessType,
  businessNo: identifier(64).min(1),
});
export type WorkflowParams = z.infer<typeof workflowParams>;

export const workflowOperation = z.enum(['SUBMITTED', 'PASSED', 'REJECTED', 'REFUSED']);
export type WorkflowOperation = z.infer<typeof workflowOperation>;

/** One row of the approval history (spec 001 §3 detailDTOS), with its node and round (ours). */
export const workflowDetail = z.object({
  /** ISO timestamp, the server's clock. */
  updateTime: z.string(),
  assigneeName: z.string(),
  operation: workflowOperation,
  auditComment: z.string(),
  nodeName: z.string(),
  round: z.number().int(),
});
export type WorkflowDetail = z.infer<typeof workflowDetail>;

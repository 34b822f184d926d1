import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { WORKFLOW_BASE, workflowDetail, workflowParams } from './workflow-params';

/**
 * POST (spec 001 §7 Approval): a record's approval history, every round oldest first, and its
 * open task (currentNode, taskId) when one waits for the approver; both are null otherwise.
 * `ifQueryTask: 'YES'` is what the approval page sends; the task is answered either way. Only the
 * record's owner and approver companies may read it: anyone else gets 400 unknownRecord, as for a
 * record never submitted.
 */
export const workflowHistory = defineEndpoint({
  id: 'workflow.history',
  method: 'POST',
  path: `${WORKFLOW_BASE}/history`,
  body: workflowParams.extend({ ifQueryTask: z.enum(['YES', 'NO']).optional() }),
  data: z.object({
    currentNode: z.string().nullable(),
    taskId: z.string().nullable(),
    detailDTOS: z.array(workflowDetail),
  }),
});
export type WorkflowHistoryData = z.infer<typeof workflowHistory.data>;

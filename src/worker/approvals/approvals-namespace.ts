import { proxy } from 'comlink';
import type { ApiFieldProblem } from '../../shared/errors/api-error';
import {
  workflowHistory,
  type WorkflowHistoryData,
} from '../../api/endpoints/workflow/workflow-history';
import type { WorkflowApproveBody } from '../../api/endpoints/workflow/workflow-approve';
import type { WorkflowParams } from '../../api/endpoints/workflow/workflow-params';
import { validateCommand } from '../commands/validate-command';
import type { CoreServices } from '../core/create-core';
import { orderApprovalRows } from './order-approval-rows';

/** What became of a verdict once the outbox tried to deliver it. */
export type ApprovalDelivery =
  | { kind: 'applied' }
  /** Offline or the server busy: the outbox sends it later. */
  | { kind: 'queued' }
  /** Refused for good; the command is dropped so the card's comment is what the user resends. */
  | { kind: 'rejected'; message: string; messageKey?: string; fields?: ApiFieldProblem[] };

/**
 * Approvals (docs/approvals.md). The history is a plain read, silent (spec 001 §6: a failed
 * history is only logged, the card says so itself). A verdict is an outbox command
 * ('workflow.approve': at most once on the server however often it is sent), awaited here because
 * the card goes back only once the server has accepted it.
 */
export function approvalsNamespace(core: Promise<CoreServices>) {
  return proxy({
    async history(params: WorkflowParams): Promise<WorkflowHistoryData> {
      const c = await core;
      return c.http.call(
        workflowHistory,
        { body: { ...params, ifQueryTask: 'YES' } },
        { silent: true },
      );
    },

    async approve(body: WorkflowApproveBody): Promise<ApprovalDelivery> {
      const c = await core;
      const { id } = await c.sender.append(
        'workflow.approve',
        validateCommand('workflow.approve', body),
      );
      await c.sender.flush();
      const record = await c.storage.outbox.get(id);
      if (record?.status === 'applied') return { kind: 'applied' };
      if (record?.status === 'failed') {
        await c.sender.discardFailed(id);
        const error = record.error;
        return {
          kind: 'rejected',
          message: error?.message ?? '',
          ...(error?.messageKey ? { messageKey: error.messageKey } : {}),
          ...(error?.fields ? { fields: error.fields } : {}),
        };
      }
      return { kind: 'queued' };
    },

    ...orderApprovalRows(core),
  });
}

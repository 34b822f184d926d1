import { workflowApprove } from '../../../src/api/endpoints/workflow/workflow-approve';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { approveTask } from '../../workflow/approve-task';

/**
 * POST backend/workflow/approve (ours, docs/approvals.md): the approver's verdict, a command (at
 * most once per command id). The approver's name is read from the users table, as it is now.
 */
export function registerWorkflowApprove(api: ApiMount): void {
  route(
    api,
    workflowApprove,
    async ({ db, user, body, lang }) => {
      const { rows } = await db.query<{ cname: string }>('SELECT cname FROM users WHERE id = $1', [
        user.id,
      ]);
      const userName = rows[0]?.cname || user.userName;
      return approveTask(db, { userId: user.id, userName, companyId: user.companyId }, body, lang);
    },
    { command: true },
  );
}

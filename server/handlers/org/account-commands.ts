import type { z } from 'zod';
import type { accountCommandData } from '../../../src/api/endpoints/org/account-command';
import { accountActivate } from '../../../src/api/endpoints/org/account-activate';
import { accountDisable } from '../../../src/api/endpoints/org/account-disable';
import { accountResetPassword } from '../../../src/api/endpoints/org/account-reset-password';
import { accountSendInvite } from '../../../src/api/endpoints/org/account-send-invite';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

type Answer = z.input<typeof accountCommandData>;

/**
 * Records the action and applies its status (null: status unchanged), in the command's
 * transaction. An id outside the caller's company is refused the same as an unknown one.
 */
async function applyAccountAction(
  db: Db,
  companyId: string,
  userId: string,
  id: string,
  action: string,
  status: 'ACTIVE' | 'DISABLED' | null,
): Promise<Answer> {
  const { rows } = await db.query<{ id: string; status: string; updated_at: Date }>(
    `UPDATE org_accounts SET status = COALESCE($3, status), updated_at = now()
     WHERE id = $1 AND company_id = $2
     RETURNING id, status, updated_at`,
    [id, companyId, status],
  );
  const row = rows[0];
  if (!row) throw BusinessError.badRequest('unknownAccount', { id });
  await db.query(
    'INSERT INTO org_account_events (account_id, action, by_user_id) VALUES ($1, $2, $3)',
    [id, action, userId],
  );
  return {
    id: row.id,
    status: row.status as Answer['status'],
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The four account commands of /org/account, each behind its own authority. */
export function registerAccountCommands(api: ApiMount): void {
  // Each command's authority is declared in server/http/route-access-table.ts.
  const commands = [
    [accountDisable, 'disable', 'DISABLED'],
    [accountActivate, 'activate', 'ACTIVE'],
    [accountResetPassword, 'resetPassword', null],
    [accountSendInvite, 'sendInvite', null],
  ] as const;
  for (const [endpoint, action, status] of commands) {
    route(
      api,
      endpoint,
      ({ db, user, body }) =>
        applyAccountAction(db, user.companyId, user.id, body.id, action, status),
      { command: true },
    );
  }
}

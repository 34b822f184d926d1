import { accountEdit } from '../../../src/api/endpoints/org/account-edit';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** The edit command of /org/account/:id/edit: the form's rules checked again, history kept. */
export function registerAccountEdit(api: ApiMount): void {
  route(
    api,
    accountEdit,
    async ({ db, user, body }) => {
      // The administrator rule of the form's expression, checked again here.
      if (body.role === 'ADMIN' && body.mobile.trim() === '') {
        throw BusinessError.badRequest('mobileRequired', { field: 'mobile' });
      }
      const { rows } = await db.query<{ status: string; updated_at: Date }>(
        `UPDATE org_accounts SET cname = $3, email = $4, mobile = $5, role = $6, updated_at = now()
         WHERE id = $1 AND company_id = $2 RETURNING status, updated_at`,
        [body.id, user.companyId, body.cname, body.email, body.mobile, body.role],
      );
      const row = rows[0];
      if (!row) throw BusinessError.badRequest('unknownAccount', { id: body.id });
      await db.query(
        'INSERT INTO org_account_events (account_id, action, by_user_id) VALUES ($1, $2, $3)',
        [body.id, 'edit', user.id],
      );
      return {
        id: body.id,
        status: row.status as 'ACTIVE' | 'DISABLED',
        updatedAt: row.updated_at.toISOString(),
      };
    },
    { command: true },
  );
}

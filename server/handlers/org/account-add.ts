import { randomUUID } from 'node:crypto';
import { accountAdd } from '../../../src/api/endpoints/org/account-add';
import { accountFormConfig } from '../../../src/api/endpoints/org/account-form-config';
import { accountForm } from '../../forms/account-form';
import { BusinessError } from '../../http/business-error';
import { hasAuthority } from '../../auth/authenticate';
import { ResultCode } from '../../../src/api/contract/envelope';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** The account form's configuration and the create command of /org/account/add. */
export function registerAccountAdd(api: ApiMount): void {
  route(api, accountFormConfig, async ({ db, user, lang, query }) => {
    // The form is the creator's or the editor's; either authority may read it.
    const needs = query.mode === 'add' ? 'org.account.create' : 'org.account.edit';
    if (!(await hasAuthority(db, user, needs))) {
      throw new BusinessError(ResultCode.forbidden, 'forbidden');
    }
    return accountForm(lang, query.mode);
  });
  route(
    api,
    accountAdd,
    async ({ db, user, body, lang }) => {
      // The administrator rule of the form's expression, checked again here.
      if (body.role === 'ADMIN' && body.mobile.trim() === '') {
        throw BusinessError.onField('mobileRequired', 'mobile', lang);
      }
      const taken = await db.query(
        'SELECT 1 FROM org_accounts WHERE company_id = $1 AND lower(user_name) = lower($2)',
        [user.companyId, body.userName],
      );
      if (taken.rows.length > 0) throw BusinessError.onField('userNameTaken', 'userName', lang);
      const id = `${user.companyId}-${randomUUID()}`;
      const { rows } = await db.query<{ status: string; updated_at: Date }>(
        `INSERT INTO org_accounts (id, company_id, user_name, cname, email, mobile, role, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'ACTIVE', now()) RETURNING status, updated_at`,
        [id, user.companyId, body.userName, body.cname, body.email, body.mobile, body.role],
      );
      const row = rows[0] as { status: string; updated_at: Date };
      return { id, status: row.status as 'ACTIVE', updatedAt: row.updated_at.toISOString() };
    },
    { command: true },
  );
}

import { ResultCode } from '../../../src/api/contract/envelope';
import type { SessionUser } from '../../auth/authenticate';
import type { CompanyRole } from '../../auth/company-role-name';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';

/**
 * Makes `role` the company role of the caller's session (role change and login/choose). Only
 * this session changes: the same user signed in elsewhere keeps acting as before. A role the
 * user does not hold (null: a name that is no role at all) is forbidden, not a bad request: the
 * switcher can only offer held roles, so anything else is an attempt to act beyond them.
 */
export async function switchCompanyRole(
  db: Db,
  user: SessionUser,
  role: CompanyRole | null,
): Promise<CompanyRole> {
  if (role === null || !(await holdsCompanyRole(db, user.id, role))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
  await db.query('UPDATE sessions SET company_role = $2 WHERE token_hash = $1', [
    user.tokenHash,
    role,
  ]);
  return role;
}

async function holdsCompanyRole(db: Db, userId: string, role: CompanyRole): Promise<boolean> {
  const { rows } = await db.query<{ ok: number }>(
    'SELECT 1 AS ok FROM user_company_roles WHERE user_id = $1 AND company_role = $2',
    [userId, role],
  );
  return rows.length > 0;
}

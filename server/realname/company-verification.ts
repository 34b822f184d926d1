import { ResultCode } from '../../src/api/contract/envelope';
import { mayMoveMoney } from '../../src/shared/realname/realname-rules';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';

/** Whether the company has completed real-name verification (docs/realname.md). */
export async function isCompanyVerified(db: Db, companyId: string): Promise<boolean> {
  const { rows } = await db.query<{ verified: boolean }>(
    'SELECT realname_verified_at IS NOT NULL AS verified FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0]?.verified ?? false;
}

/**
 * Money moves only for a verified company: a finance order is refused before anything else is
 * checked, with a message that names the verification page.
 */
export async function requireVerifiedCompany(db: Db, companyId: string): Promise<void> {
  const verified = await isCompanyVerified(db, companyId);
  if (mayMoveMoney(verified ? 'VERIFIED' : 'UNVERIFIED')) return;
  throw new BusinessError(ResultCode.forbidden, 'realnameCompanyUnverified');
}

import type { Db } from '../db/db';
import type { CompanyRole } from './company-role-name';
import { grantKey } from './grant-key';
import { hashToken, SESSION_TTL_HOURS } from './sessions';

/** Who is calling: enough for handlers to scope their queries. */
export interface SessionUser {
  id: string;
  userName: string;
  companyId: string;
  /** The company role this session acts as (switched, or the user's default); null: none. */
  companyRole: CompanyRole | null;
  /** Identifies this session (its row), e.g. to keep it when the password changes. */
  tokenHash: string;
}

/**
 * Resolves a token to its user and slides the session's expiry, in one round trip. Null when the
 * token is unknown or expired.
 */
export async function authenticate(db: Db, token: string): Promise<SessionUser | null> {
  const { rows } = await db.query<{
    id: string;
    user_name: string;
    company_id: string;
    company_role: CompanyRole | null;
    token_hash: string;
  }>(
    `WITH s AS (
       UPDATE sessions SET expires_at = now() + make_interval(hours => $2::int)
       WHERE token_hash = $1 AND expires_at > now()
       RETURNING user_id, token_hash, company_role
     )
     SELECT u.id, u.user_name, u.company_id, s.token_hash,
            COALESCE(s.company_role, u.company_role) AS company_role
     FROM s JOIN users u ON u.id = s.user_id`,
    [hashToken(token), SESSION_TTL_HOURS],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        userName: row.user_name,
        companyId: row.company_id,
        companyRole: row.company_role,
        tokenHash: row.token_hash,
      }
    : null;
}

/** Whether the user holds `pid` while acting in the session's company role. */
export async function hasAuthority(db: Db, user: SessionUser, pid: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: number }>(
    'SELECT 1 AS ok FROM user_authorities WHERE user_id = $1 AND company_role = $2 AND pid = $3',
    [user.id, grantKey(user.companyRole), pid],
  );
  return rows.length > 0;
}

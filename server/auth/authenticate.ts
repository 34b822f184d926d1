import type { Db } from '../db/db';
import { hashToken, SESSION_TTL_HOURS } from './sessions';

/** Who is calling: enough for handlers to scope their queries. */
export interface SessionUser {
  id: string;
  userName: string;
  companyId: string;
}

/**
 * Resolves a token to its user and slides the session's expiry, in one round trip. Null when the
 * token is unknown or expired.
 */
export async function authenticate(db: Db, token: string): Promise<SessionUser | null> {
  const { rows } = await db.query<{ id: string; user_name: string; company_id: string }>(
    `WITH s AS (
       UPDATE sessions SET expires_at = now() + make_interval(hours => $2::int)
       WHERE token_hash = $1 AND expires_at > now()
       RETURNING user_id
     )
     SELECT u.id, u.user_name, u.company_id FROM s JOIN users u ON u.id = s.user_id`,
    [hashToken(token), SESSION_TTL_HOURS],
  );
  const row = rows[0];
  return row ? { id: row.id, userName: row.user_name, companyId: row.company_id } : null;
}

export async function hasAuthority(db: Db, userId: string, pid: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: number }>(
    'SELECT 1 AS ok FROM user_authorities WHERE user_id = $1 AND pid = $2',
    [userId, pid],
  );
  return rows.length > 0;
}

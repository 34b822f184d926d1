import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** Sliding: every authenticated request moves the expiry to now + 8 hours. */
export const SESSION_TTL_HOURS = 8;

/** Tokens are stored as SHA-256 hex: a copy of the database hands out no live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session; the token (32 random bytes, hex) is returned once and stored only hashed. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
    [hashToken(token), userId, SESSION_TTL_HOURS],
  );
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}

/** Ends every session of the user but one (after a password change: this one stays). */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepTokenHash: string,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
    userId,
    keepTokenHash,
  ]);
}

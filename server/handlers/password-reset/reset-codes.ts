import { randomInt } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_TTL_MINUTES,
  MAX_CODE_ATTEMPTS,
  REQUESTS_PER_ACCOUNT_PER_HOUR,
} from '../../../src/shared/password-reset/reset-rules';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/db';

const MINUTE = 60_000;

/** A fresh code: uniform over every CODE_LENGTH-digit string, from the system's CSPRNG. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * Keeps a new code for the user, hashed, and closes the ones before it (only the newest works).
 * Answers null, storing nothing, when the user got too many this hour: the same account reached
 * through its name and its e-mail is still one account, so the hourly cap is counted per user
 * here (the cooldown is the typed account's, in memory, and visible to the page).
 */
export async function storeCode(db: Db, userId: string, at: number): Promise<string | null> {
  // A cheap look first, so a capped user costs no scrypt work; checked again under the lock.
  if (await capped(db, userId, at)) return null;
  const code = newCode();
  // scrypt, not a plain digest: a million candidates must not fall in a second to a database copy.
  const hash = await hashPassword(code);
  const stored = await db.transaction(async (tx) => {
    // The user's row is the lock: two requests at once (by name and by e-mail) count in turn.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (await capped(tx, userId, at)) return false;
    await tx.query(
      'UPDATE password_reset_codes SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL',
      [userId, new Date(at)],
    );
    await tx.query(
      `INSERT INTO password_reset_codes (user_id, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4)`,
      [userId, hash, new Date(at), new Date(at + CODE_TTL_MINUTES * MINUTE)],
    );
    return true;
  });
  return stored ? code : null;
}

async function capped(db: Db, userId: string, at: number): Promise<boolean> {
  const { rows } = await db.query<{ recent: number }>(
    `SELECT count(*)::int AS recent FROM password_reset_codes
     WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(at - 60 * MINUTE)],
  );
  return (rows[0]?.recent ?? 0) >= REQUESTS_PER_ACCOUNT_PER_HOUR;
}

/**
 * Counts one guess against the user's newest code and hands back its hash, or null when there
 * is no live code (none, closed, expired or burnt). Counted before the check, in one statement,
 * so that parallel guesses cannot pass the limit together.
 */
export async function claimGuess(
  db: Db,
  userId: string,
  at: number,
): Promise<{ id: string; hash: string } | null> {
  const { rows } = await db.query<{ id: string; code_hash: string }>(
    `UPDATE password_reset_codes SET attempts = attempts + 1
     WHERE id = (SELECT max(id) FROM password_reset_codes WHERE user_id = $1)
       AND closed_at IS NULL AND attempts < $2 AND expires_at > $3
     RETURNING id::text, code_hash`,
    [userId, MAX_CODE_ATTEMPTS, new Date(at)],
  );
  const row = rows[0];
  return row ? { id: row.id, hash: row.code_hash } : null;
}

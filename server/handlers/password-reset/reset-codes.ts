import { randomInt } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_TTL_MINUTES,
  MAX_CODE_ATTEMPTS,
  REQUESTS_PER_ACCOUNT_PER_HOUR,
  RESEND_COOLDOWN_SECONDS,
} from '../../../src/shared/password-reset/reset-rules';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/db';

const MINUTE = 60_000;

/** A fresh code: uniform over every CODE_LENGTH-digit string, from the system's CSPRNG. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * Keeps a new code for the user, hashed, and closes the ones before it (only the newest works).
 * Answers null, storing nothing, when the user got a code within the cooldown or too many this
 * hour: the same account reached through its name and its e-mail is still one account.
 */
export async function storeCode(db: Db, userId: string, at: number): Promise<string | null> {
  const { rows } = await db.query<{ recent: number; last: Date | null }>(
    `SELECT count(*)::int AS recent, max(created_at) AS last FROM password_reset_codes
     WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(at - 60 * MINUTE)],
  );
  const recent = rows[0]?.recent ?? 0;
  const last = rows[0]?.last?.getTime();
  if (recent >= REQUESTS_PER_ACCOUNT_PER_HOUR) return null;
  if (last !== undefined && at - last < RESEND_COOLDOWN_SECONDS * 1000) return null;

  const code = newCode();
  // scrypt, not a plain digest: a million candidates must not fall in a second to a database copy.
  const hash = await hashPassword(code);
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE password_reset_codes SET closed_at = $2 WHERE user_id = $1 AND closed_at IS NULL',
      [userId, new Date(at)],
    );
    await tx.query(
      `INSERT INTO password_reset_codes (user_id, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4)`,
      [userId, hash, new Date(at), new Date(at + CODE_TTL_MINUTES * MINUTE)],
    );
  });
  return code;
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

import { accountKey, looksLikeEmail } from '../../../src/shared/password-reset/reset-rules';
import type { Db } from '../../db/db';

export interface ResetAccount {
  id: string;
  userName: string;
  email: string;
}

/**
 * The user an account as typed names: by e-mail when it holds an @, else by user name, case
 * ignored. An e-mail address several users share names nobody (a code for one of them could
 * not be told apart from the others' on the confirm step): they reset by user name.
 */
export async function findAccount(db: Db, account: string): Promise<ResetAccount | null> {
  const key = accountKey(account);
  const column = looksLikeEmail(key) ? 'email' : 'user_name';
  const { rows } = await db.query<{ id: string; user_name: string; email: string }>(
    `SELECT id, user_name, email FROM users WHERE lower(${column}) = $1 LIMIT 2`,
    [key],
  );
  const only = rows.length === 1 ? rows[0] : undefined;
  return only ? { id: only.id, userName: only.user_name, email: only.email } : null;
}

import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';

/** A record of a declared page in one company: the key of `page_records`. */
export interface RecordKey {
  pageId: string;
  companyId: string;
  id: string;
}

const keyParams = (key: RecordKey) => [key.pageId, key.companyId, key.id];

/**
 * The stored record, locked for the rest of the command's transaction; an id the company does
 * not have is refused the same way whether it exists elsewhere or not.
 */
export async function lockRecord<T>(db: Db, key: RecordKey): Promise<T> {
  const { rows } = await db.query<{ data: T }>(
    `SELECT data FROM page_records WHERE page_id = $1 AND company_id = $2 AND id = $3
     FOR UPDATE`,
    keyParams(key),
  );
  const found = rows[0];
  if (!found) throw BusinessError.badRequest('unknownRecord', { pageId: key.pageId, id: key.id });
  return found.data;
}

/** Keeps what a record was before an action or a form changed it (page_record_events). */
export async function recordEvent(
  db: Db,
  key: RecordKey,
  action: string,
  before: unknown,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO page_record_events (page_id, company_id, record_id, action, before, by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [...keyParams(key), action, JSON.stringify(before), userId],
  );
}

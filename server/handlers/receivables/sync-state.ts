/**
 * The data version and a company's table's last change in one database turn: what a first-sync
 * page answered from a snapshot checks (docs/receivables-sync.md, "First sync from a snapshot").
 * On the reference server PGlite runs on the Node main thread and serves one statement at a
 * time, so each turn of a snapshot page waits behind other requests' heavy queries; two reads
 * in one statement wait once. Nothing is cached: both are read per request.
 */
import type { Db } from '../../db/db';
import { SettingKey } from '../../db/settings';
import { lastChangeSql } from './sync-cut';

export interface TableState {
  /** The data version (`seededAt`, the time of the last seed; '' before the first). */
  version: string;
  /** The seq of the company's last change to the table (`lastChange` of sync-cut.ts). */
  stateSeq: number;
}

export async function tableState(db: Db, table: string, companyId: string): Promise<TableState> {
  // `lastChange`'s two backward index probes, and the same setting as `readSetting`.
  const answer = await db.query<{ version: string | null; seq: number | null }>(
    `SELECT (SELECT value FROM settings WHERE key = $3) AS version, ${lastChangeSql(table)} AS seq`,
    [companyId, table, SettingKey.seededAt],
  );
  const row = answer.rows[0];
  return { version: row?.version ?? '', stateSeq: row?.seq ?? 0 };
}

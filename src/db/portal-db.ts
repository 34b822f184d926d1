import { Dexie, type DexieOptions, type Table } from 'dexie';
import { PORTAL_DB_NAME, PORTAL_MIGRATIONS, type Migration } from './migrations';
import type {
  AnalyticsRecord,
  ChunkRecord,
  ColumnPrefsRecord,
  CommandLogRow,
  HttpCacheRecord,
  OutboxRecord,
  SessionRecord,
  SettingRecord,
  SyncStateRecord,
} from './records';

export interface PortalDbOptions {
  /** Absent means the global one; the tests pass a fresh fake-indexeddb factory per test. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: DexieOptions['IDBKeyRange'];
  /** Tests append a later version here to exercise an upgrade. */
  migrations?: readonly Migration[];
}

/**
 * Durability is set for the whole database because Dexie 4.4 has no per-transaction option:
 * its Transaction is always created with `db._options.chromeTransactionDurability` (checked in
 * dexie.mjs). Since Chrome 121 the browser default is 'relaxed', which lets "complete" fire
 * before the data reaches the disk; an outbox append acknowledged to the user as "saved" must
 * not be lost to a crash right after, so 'strict' it is. The cost (one flush per read-write
 * transaction) is small here: the hot writes are few and large (Arrow chunks of tens of
 * thousands of rows, cache entries), not row-by-row. A second, relaxed connection for the
 * cache would double the versionchange/blocked handling for a gain nobody has measured.
 */
const DURABILITY = 'strict';

export class PortalDb extends Dexie {
  declare readonly session: Table<SessionRecord, 'current'>;
  declare readonly settings: Table<SettingRecord, string>;
  declare readonly httpCache: Table<HttpCacheRecord, string>;
  declare readonly outbox: Table<OutboxRecord, string>;
  declare readonly commandLog: Table<CommandLogRow, string>;
  declare readonly analytics: Table<AnalyticsRecord, string>;
  declare readonly columnPrefs: Table<ColumnPrefsRecord, [string, string]>;
  declare readonly chunks: Table<ChunkRecord, [string, number]>;
  declare readonly syncState: Table<SyncStateRecord, string>;

  constructor(name: string, options: PortalDbOptions = {}) {
    const dexieOptions: DexieOptions = { chromeTransactionDurability: DURABILITY };
    if (options.indexedDB) dexieOptions.indexedDB = options.indexedDB;
    if (options.IDBKeyRange) dexieOptions.IDBKeyRange = options.IDBKeyRange;
    super(name, dexieOptions);
    for (const m of options.migrations ?? PORTAL_MIGRATIONS) {
      const version = this.version(m.version).stores(m.stores);
      if (m.upgrade) version.upgrade(m.upgrade);
    }
  }
}

/** Opens (creating or upgrading) the database. Failures are classified by open-storage.ts. */
export async function openPortalDb(
  name: string = PORTAL_DB_NAME,
  options: PortalDbOptions = {},
): Promise<PortalDb> {
  const db = new PortalDb(name, options);
  await db.open();
  return db;
}

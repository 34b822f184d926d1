import type { Version } from 'dexie';

/**
 * The schema as a list of versions, oldest first. A Dexie version declares only the tables it
 * adds or changes (`null` drops one); Dexie diffs them in order.
 *
 * To change the schema, append a version, never edit a shipped one:
 *
 *   {
 *     version: 2,
 *     stores: { outbox: 'id, &seq, status, [status+seq], type' },
 *     // Runs inside the versionchange transaction, once, for databases older than 2.
 *     upgrade: (tx) => tx.table('outbox').toCollection().modify((r) => { r.type ??= 'unknown'; }),
 *   }
 *
 * A tab still holding an older version receives `versionchange`, closes and asks for a reload
 * (see open-storage.ts), so the upgrade is not blocked for long.
 */
export interface Migration {
  version: number;
  stores: Record<string, string | null>;
  /** Dexie's upgrade callback: runs inside the versionchange transaction. */
  upgrade?: Parameters<Version['upgrade']>[0];
}

export const PORTAL_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    stores: {
      session: 'key',
      settings: 'key',
      httpCache: 'key, lastUsedAt',
      // [status+seq] finds the head of the queue without scanning applied history.
      outbox: 'id, &seq, status, [status+seq]',
      // Entries carry seq; the checkpoint row has none, so the seq index skips it.
      commandLog: 'id, seq',
      analytics: 'id, nextAttemptAt',
      columnPrefs: '[userId+tableId], userId',
      chunks: '[table+chunkNo]',
      syncState: 'table',
    },
  },
];

export const PORTAL_DB_NAME = 'scf-portal';

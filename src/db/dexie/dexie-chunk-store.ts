import { Dexie } from 'dexie';
import type { PortalDb } from '../portal-db';
import type { ChunkStore } from '../storage';

/**
 * Ranges over the [table+chunkNo] primary key, never a cursor over a non-unique index:
 * fake-indexeddb walks those in quadratic time and real browsers gain nothing from it either.
 */
export function createDexieChunkStore(db: PortalDb): ChunkStore {
  const { chunks, syncState } = db;
  const ofTable = (table: string) =>
    chunks
      .where('[table+chunkNo]')
      .between([table, Dexie.minKey], [table, Dexie.maxKey], true, true);

  return {
    list: (table) => ofTable(table).toArray(),

    replaceTable: (table, rows, state) =>
      db.transaction('rw', chunks, syncState, async () => {
        await ofTable(table).delete();
        await chunks.bulkPut(rows.map((r) => ({ ...r, table })));
        await syncState.put({ ...state, table });
      }),

    commitChanges: (table, put, remove, state) =>
      db.transaction('rw', chunks, syncState, async () => {
        await chunks.bulkDelete(remove.map((chunkNo) => [table, chunkNo] as [string, number]));
        await chunks.bulkPut(put.map((r) => ({ ...r, table })));
        await syncState.put({ ...state, table });
      }),

    clearTable: (table) =>
      db.transaction('rw', chunks, syncState, async () => {
        await ofTable(table).delete();
        await syncState.delete(table);
      }),

    syncState: (table) => syncState.get(table),
  };
}

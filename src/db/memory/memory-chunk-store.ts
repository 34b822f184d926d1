import type { ChunkRecord, SyncStateRecord } from '../records';
import type { ChunkStore } from '../storage';

const clone = <T>(v: T): T => structuredClone(v);

export function createMemoryChunkStore(): ChunkStore {
  const chunks = new Map<string, ChunkRecord[]>();
  const states = new Map<string, SyncStateRecord>();
  return {
    list: async (table) => (chunks.get(table) ?? []).map(clone),
    replaceTable: async (table, rows, state) => {
      // Keyed by chunkNo like the [table+chunkNo] primary key: a repeated number replaces.
      const byNo = new Map(rows.map((r) => [r.chunkNo, clone({ ...r, table })]));
      chunks.set(
        table,
        [...byNo.values()].sort((a, b) => a.chunkNo - b.chunkNo),
      );
      states.set(table, clone({ ...state, table }));
    },
    commitChanges: async (table, put, remove, state) => {
      const byNo = new Map((chunks.get(table) ?? []).map((r) => [r.chunkNo, r]));
      for (const chunkNo of remove) byNo.delete(chunkNo);
      for (const r of put) byNo.set(r.chunkNo, clone({ ...r, table }));
      chunks.set(
        table,
        [...byNo.values()].sort((a, b) => a.chunkNo - b.chunkNo),
      );
      states.set(table, clone({ ...state, table }));
    },
    clearTable: async (table) => {
      chunks.delete(table);
      states.delete(table);
    },
    syncState: async (table) => {
      const s = states.get(table);
      return s && clone(s);
    },
  };
}

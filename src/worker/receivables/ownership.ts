import type { ChunkStore } from '../../db/storage';
import { CACHED_TABLES } from './table-layouts';

/**
 * The cache belongs to one company. Before another company's user reads it, every table that
 * another company (or an unknown one) synced is dropped: its rows must never show, even for
 * a moment, under someone else's sign-in. Answers the tables dropped.
 */
export async function claimCache(chunks: ChunkStore, companyId: string): Promise<string[]> {
  const dropped: string[] = [];
  for (const table of CACHED_TABLES) {
    const state = await chunks.syncState(table);
    // Chunks and their state are written in one transaction: no state, no chunks.
    if (state && state.companyId !== companyId) {
      await chunks.clearTable(table);
      dropped.push(table);
    }
  }
  return dropped;
}

import type { HttpClient } from '../../api/http/client';
import type { ChunkRecord, SyncStateRecord } from '../../db/records';
import type { ChunkStore } from '../../db/storage';
import { cancelledError } from '../core/cancellation';
import { applyChanges } from './apply-changes';
import { pullChanges, type PulledChanges } from './pull-changes';
import { layoutKey, writtenWith, type TableLayout } from './table-layouts';

export interface TableSyncDeps {
  call: HttpClient['call'];
  chunks: ChunkStore;
  companyId: string;
  now(): number;
  pageLimit?: number;
  chunkRows?: number;
}

/** What this tab already holds in memory; reused when it is what the store holds. */
export interface LoadedTable {
  state: SyncStateRecord | undefined;
  chunks: readonly ChunkRecord[];
}

/**
 * What a sync committed. `chunks` are the table's chunks as stored; absent when the sync brought
 * no change and the caller did not hold the stored chunks: they are the ones stored before,
 * unchanged, and were not read (docs/receivables-sync.md, "A Refresh with no change").
 */
export interface SyncedTable {
  state: SyncStateRecord;
  chunks?: readonly ChunkRecord[];
}

/** The same sync of the same company's data: change sequence and the server's data version. */
export const sameState = (a: SyncStateRecord | undefined, b: SyncStateRecord | undefined) =>
  a?.version === b?.version &&
  a?.serverVersion === b?.serverVersion &&
  a?.companyId === b?.companyId;

/** A table's changes pulled into memory, not yet committed (`pullTable`, then `commitTable`). */
export interface PulledTable {
  /** The sync state the store held when the pull began. */
  stored: SyncStateRecord | undefined;
  pulled: PulledChanges & { fromScratch: boolean };
}

/**
 * Pulls every change of the table after what the store holds (`stored`, its sync state when the
 * pull begins) into memory; writes nothing, so a failure, an interruption or a cancel before
 * `commitTable` leaves the stored chunks and sync state exactly as they were. Chunks of another
 * company, or written with other columns, are replaced from scratch.
 */
export async function pullTable(
  deps: TableSyncDeps,
  layout: TableLayout,
  signal: AbortSignal,
  onProgress: (loaded: number, total: number) => void,
  stored: SyncStateRecord | undefined,
): Promise<PulledTable> {
  const owned =
    stored !== undefined && stored.companyId === deps.companyId && writtenWith(stored, layout);
  const pulled = await pullChanges(deps.call, layout, {
    sinceSeq: owned ? stored.version : 0,
    knownVersion: owned ? stored.serverVersion : undefined,
    signal,
    onProgress,
    ...(deps.pageLimit ? { pageLimit: deps.pageLimit } : {}),
  });
  if (signal.aborted) throw cancelledError();
  return { stored, pulled };
}

/**
 * Writes what `pullTable` pulled in one transaction, or not at all; `loaded`: what this tab holds
 * of the table. Answers the table as stored (its chunks left out when nothing changed and
 * `loaded` is not what the store holds).
 */
export async function commitTable(
  deps: TableSyncDeps,
  layout: TableLayout,
  { stored, pulled }: PulledTable,
  signal: AbortSignal,
  loaded?: LoadedTable,
): Promise<SyncedTable> {
  const { table } = layout;
  if (signal.aborted) throw cancelledError();
  const fresh = pulled.fromScratch;
  // Not fresh means the store holds this company's chunks in this layout (`owned`).
  if (!fresh && stored && pulled.changes.latest.size === 0) {
    return commitUnchanged(deps, layout, stored, pulled, signal, loaded);
  }
  // Another tab may have synced since this one loaded: patch what the store holds.
  const existing = fresh
    ? []
    : loaded && sameState(loaded.state, stored)
      ? loaded.chunks
      : await deps.chunks.list(table);
  const plan = applyChanges(layout, existing, pulled.changes, deps.chunkRows);
  const state: SyncStateRecord = {
    table,
    version: pulled.nextSeq,
    serverVersion: pulled.serverVersion,
    companyId: deps.companyId,
    layout: layoutKey(layout),
    syncedAt: deps.now(),
    rowCount: plan.chunks.reduce((n, c) => n + c.rowCount, 0),
    chunkCount: plan.chunks.length,
  };
  if (signal.aborted) throw cancelledError();
  if (fresh) await deps.chunks.replaceTable(table, plan.chunks, state);
  else await deps.chunks.commitChanges(table, plan.put, plan.remove, state);
  return { state, chunks: plan.chunks };
}

/**
 * An empty change set: the stored chunks stay as they are, so they are not read (a released
 * table's million rows took 0.8–1.3 s to read back for nothing); only the new sync state (its
 * sequence, synced at) is committed.
 */
async function commitUnchanged(
  deps: TableSyncDeps,
  layout: TableLayout,
  stored: SyncStateRecord,
  pulled: { nextSeq: number; serverVersion: string },
  signal: AbortSignal,
  loaded: LoadedTable | undefined,
): Promise<SyncedTable> {
  const state: SyncStateRecord = {
    table: layout.table,
    version: pulled.nextSeq,
    serverVersion: pulled.serverVersion,
    companyId: deps.companyId,
    layout: layoutKey(layout),
    syncedAt: deps.now(),
    rowCount: stored.rowCount,
    chunkCount: stored.chunkCount,
  };
  if (signal.aborted) throw cancelledError();
  await deps.chunks.commitChanges(layout.table, [], [], state);
  return loaded && sameState(loaded.state, stored) ? { state, chunks: loaded.chunks } : { state };
}

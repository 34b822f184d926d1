import type { GetCacheStore } from '../api/http/get-cache-store';
import type {
  AnalyticsRecord,
  ChunkRecord,
  ColumnPrefsRecord,
  CommandError,
  CommandLogEntry,
  LogCheckpoint,
  OutboxRecord,
  SessionRecord,
  SyncStateRecord,
} from './records';

/**
 * What the worker stores, as small repositories. Two implementations honour it: Dexie
 * (IndexedDB) and memory (IndexedDB unavailable, and unit tests). Callers must not be able to
 * tell them apart except by `kind`.
 */
export interface PortalStorage {
  readonly kind: 'indexeddb' | 'memory';
  readonly session: SessionRepo;
  readonly settings: SettingsRepo;
  readonly cache: GetCacheStore;
  readonly outbox: OutboxStore;
  readonly commandLog: CommandLogRepo;
  readonly analytics: AnalyticsQueue;
  readonly columnPrefs: ColumnPrefsRepo;
  readonly chunks: ChunkStore;
  close(): void;
}

export interface SessionRepo {
  get(): Promise<SessionRecord | undefined>;
  put(session: Omit<SessionRecord, 'key'>): Promise<void>;
  clear(): Promise<void>;
}

export interface SettingsRepo {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface NewCommand {
  id: string;
  type: string;
  payload: unknown;
  at: number;
}

export interface OutboxCounts {
  /** 'pending' and 'sent': not yet answered. */
  pending: number;
  failed: number;
}

/**
 * The command outbox. Every write resolves only after its transaction committed (with strict
 * durability on IndexedDB). Transitions that do not fit the record's status throw
 * OutboxTransitionError rather than silently overwrite another tab's work.
 */
export interface OutboxStore {
  /** Appends as 'pending' with the next seq. */
  append(command: NewCommand): Promise<OutboxRecord>;
  get(id: string): Promise<OutboxRecord | undefined>;
  /** Every record, in seq order. */
  list(): Promise<OutboxRecord[]>;
  /** The lowest-seq record still to send ('pending' or 'sent'). */
  head(): Promise<OutboxRecord | undefined>;
  counts(): Promise<OutboxCounts>;
  markSent(id: string, at: number): Promise<void>;
  /** Back to 'pending': after a transient failure, a lost session or a cancel. */
  markPending(
    id: string,
    retry: { attempts: number; nextAttemptAt: number; at: number },
  ): Promise<void>;
  /** 'applied' with the result, plus its command-log entry, in one transaction. */
  markApplied(id: string, result: unknown, at: number): Promise<void>;
  markFailed(id: string, error: CommandError, at: number): Promise<void>;
  /** A 'failed' record becomes 'discarded'. */
  discard(id: string, at: number): Promise<void>;
  /** In one transaction: discards failed `failedId` (pointing at the new id) and appends `next`. */
  reissue(failedId: string, next: NewCommand): Promise<OutboxRecord>;
}

export interface CommandLogRepo {
  /** Applied commands still in the log, in seq order. */
  entries(): Promise<CommandLogEntry[]>;
  checkpoint(): Promise<LogCheckpoint | undefined>;
  /**
   * Moves the checkpoint up to `throughSeq` and, in the same transaction, drops the log
   * entries and the applied or discarded outbox records at or below it. Resolves to the number
   * of log entries dropped. A checkpoint never moves back (a slower tab compacting with an
   * older plan is a no-op), since seq numbering relies on it.
   */
  compact(throughSeq: number, at: number): Promise<number>;
}

export interface AnalyticsQueue {
  enqueue(event: { id: string; event: AnalyticsRecord['event']; createdAt: number }): Promise<void>;
  /** Up to `limit` events whose nextAttemptAt has come, oldest first. */
  due(now: number, limit: number): Promise<AnalyticsRecord[]>;
  remove(ids: readonly string[]): Promise<void>;
  /** Counts a failed attempt and waits until `nextAttemptAt`. */
  defer(ids: readonly string[], nextAttemptAt: number): Promise<void>;
  count(): Promise<number>;
}

export interface ColumnPrefsRepo {
  get(userId: string, tableId: string): Promise<ColumnPrefsRecord | undefined>;
  put(prefs: ColumnPrefsRecord): Promise<void>;
  remove(userId: string, tableId: string): Promise<void>;
}

/** Columnar chunks of the big tables and the sync state they were built from. */
export interface ChunkStore {
  /** The table's chunks in chunkNo order. */
  list(table: string): Promise<ChunkRecord[]>;
  /** Replaces all chunks of `table` and its sync state at once, so a reader never sees a mix. */
  replaceTable(
    table: string,
    chunks: readonly ChunkRecord[],
    state: SyncStateRecord,
  ): Promise<void>;
  /**
   * An incremental sync's commit, in one transaction: writes `put` (new or rewritten chunks),
   * deletes the chunks numbered `remove`, and stores the sync state. Untouched chunks stay.
   */
  commitChanges(
    table: string,
    put: readonly ChunkRecord[],
    remove: readonly number[],
    state: SyncStateRecord,
  ): Promise<void>;
  clearTable(table: string): Promise<void>;
  syncState(table: string): Promise<SyncStateRecord | undefined>;
}

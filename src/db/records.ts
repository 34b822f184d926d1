import type { UserInfo } from '../api/endpoints/session/user-info';
import type { ApiFieldProblem } from '../shared/errors/api-error';

/**
 * Shapes of what is stored, shared by the Dexie and in-memory storages so that both hold the
 * same records. Every value must survive structured cloning (no functions, no class instances
 * other than typed arrays).
 */

/** The sign-in of this browser profile; a single row so every tab reads the same one. */
export interface SessionRecord {
  key: 'current';
  token: string;
  userId: string;
  userName: string;
  loginAt: number;
  language: string;
  companyRole: UserInfo['companyRole'];
  /** A mock token never expires into a redirect to /login (spec: "unless a mock token is in use"). */
  mockToken: boolean;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

export interface HttpCacheRecord {
  key: string;
  value: unknown;
  storedAt: number;
  /** Indexed: eviction removes the smallest first. */
  lastUsedAt: number;
}

/**
 * 'sent' means a request may have left this client without an answer being recorded; it is
 * re-sent with the same id. 'discarded' is the user's "throw this draft away" on a failed
 * command (or its replacement by a retry): kept, like every record, until compaction.
 */
export type OutboxStatus = 'pending' | 'sent' | 'applied' | 'failed' | 'discarded';

/** The server's reason for a permanent rejection, kept so the UI can show it in its language. */
export interface CommandError {
  code: number;
  message: string;
  messageKey?: string;
  /**
   * The refusal's field problems (`data.fields` of the validation envelope), so the form that
   * issued the command marks each field. Not indexed: the outbox's stores string is unchanged
   * and needs no new Dexie version.
   */
  fields?: ApiFieldProblem[];
}

export interface OutboxRecord {
  /** UUIDv7 made by the client; the server's idempotency key. */
  id: string;
  /** Order of issue, unique and never reused (even after compaction). */
  seq: number;
  type: string;
  payload: unknown;
  status: OutboxStatus;
  /** Failed transient attempts so far; drives the backoff. */
  attempts: number;
  /** Epoch ms before which the command is not sent (persisted so every tab honours it). */
  nextAttemptAt: number;
  error?: CommandError;
  result?: unknown;
  /** On a discarded record: the id of the command that re-issued its payload. */
  supersededBy?: string;
  createdAt: number;
  updatedAt: number;
}

/** One applied command, written in the same transaction that marks its outbox record applied. */
export interface CommandLogEntry {
  kind: 'applied';
  id: string;
  seq: number;
  type: string;
  payload: unknown;
  result: unknown;
  appliedAt: number;
}

/**
 * Everything at or below `throughSeq` has been folded into the server snapshot and dropped
 * from the log. It has no `seq` field on purpose: the seq index then skips it.
 */
export interface LogCheckpoint {
  kind: 'checkpoint';
  id: typeof CHECKPOINT_ID;
  throughSeq: number;
  compactedCount: number;
  updatedAt: number;
}

export const CHECKPOINT_ID = 'checkpoint';

export type CommandLogRow = CommandLogEntry | LogCheckpoint;

export interface AnalyticsRecord {
  id: string;
  /** The event as the analytics endpoint takes it (JSON-compatible). */
  event: Readonly<Record<string, unknown>>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
}

export interface ColumnPref {
  key: string;
  title: string;
  checked: boolean;
  seq: number;
}

export interface ColumnPrefsRecord {
  userId: string;
  tableId: string;
  columns: ColumnPref[];
  updatedAt: number;
}

/** One Arrow IPC record batch of a big table. */
export interface ChunkRecord {
  table: string;
  chunkNo: number;
  bytes: Uint8Array;
  rowCount: number;
  /** Smallest and largest sort key in the chunk, so a range query can skip whole chunks. */
  minKey: string | number;
  maxKey: string | number;
}

export interface SyncStateRecord {
  table: string;
  /** The server's change sequence the chunks include: the next sync asks for what came after. */
  version: number;
  /** The server's data version (its last reseed); a different one means drop and start over. */
  serverVersion?: string;
  /** The company the rows belong to: another company's sign-in drops them before use. */
  companyId?: string;
  /** The columns the chunks hold (table-layouts.ts `layoutKey`); absent: written before it was kept. */
  layout?: string;
  syncedAt: number;
  rowCount: number;
  chunkCount: number;
}

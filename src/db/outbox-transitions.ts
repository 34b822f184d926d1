import {
  CHECKPOINT_ID,
  type CommandError,
  type CommandLogEntry,
  type LogCheckpoint,
  type OutboxRecord,
  type OutboxStatus,
} from './records';
import type { NewCommand } from './storage';

/**
 * The outbox's state machine, written once so the Dexie and memory stores cannot drift apart:
 * each store only reads the record, calls one of these and writes the answer.
 */

export class OutboxTransitionError extends Error {
  override readonly name = 'OutboxTransitionError';
}

/** Seq is never reused: after compaction empties the outbox, the checkpoint still remembers. */
export function nextSeq(
  lastSeq: number | undefined,
  checkpoint: LogCheckpoint | undefined,
): number {
  return Math.max(lastSeq ?? 0, checkpoint?.throughSeq ?? 0) + 1;
}

export function newRecord(command: NewCommand, seq: number): OutboxRecord {
  return {
    id: command.id,
    seq,
    type: command.type,
    payload: command.payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: command.at,
    createdAt: command.at,
    updatedAt: command.at,
  };
}

function expect(
  record: OutboxRecord | undefined,
  id: string,
  allowed: readonly OutboxStatus[],
  action: string,
): OutboxRecord {
  if (!record) throw new OutboxTransitionError(`cannot ${action} command ${id}: not in the outbox`);
  if (!allowed.includes(record.status)) {
    throw new OutboxTransitionError(`cannot ${action} command ${id}: it is ${record.status}`);
  }
  return record;
}

export function toSent(record: OutboxRecord | undefined, id: string, at: number): OutboxRecord {
  const r = expect(record, id, ['pending', 'sent'], 'send');
  return { ...r, status: 'sent', updatedAt: at };
}

export function toPending(
  record: OutboxRecord | undefined,
  id: string,
  retry: { attempts: number; nextAttemptAt: number; at: number },
): OutboxRecord {
  const r = expect(record, id, ['pending', 'sent'], 're-queue');
  return {
    ...r,
    status: 'pending',
    attempts: retry.attempts,
    nextAttemptAt: retry.nextAttemptAt,
    updatedAt: retry.at,
  };
}

export function toApplied(
  record: OutboxRecord | undefined,
  id: string,
  result: unknown,
  at: number,
): { record: OutboxRecord; entry: CommandLogEntry } {
  const r = expect(record, id, ['pending', 'sent'], 'apply');
  const { error: _dropped, ...rest } = r;
  return {
    record: { ...rest, status: 'applied', result, updatedAt: at },
    entry: {
      kind: 'applied',
      id: r.id,
      seq: r.seq,
      type: r.type,
      payload: r.payload,
      result,
      appliedAt: at,
    },
  };
}

export function toFailed(
  record: OutboxRecord | undefined,
  id: string,
  error: CommandError,
  at: number,
): OutboxRecord {
  const r = expect(record, id, ['pending', 'sent'], 'fail');
  const kept: CommandError = { code: error.code, message: error.message };
  if (error.messageKey !== undefined) kept.messageKey = error.messageKey;
  if (error.fields !== undefined) kept.fields = error.fields;
  return { ...r, status: 'failed', error: kept, updatedAt: at };
}

export function toDiscarded(
  record: OutboxRecord | undefined,
  id: string,
  at: number,
  supersededBy?: string,
): OutboxRecord {
  const r = expect(record, id, ['failed'], 'discard');
  const out: OutboxRecord = { ...r, status: 'discarded', updatedAt: at };
  if (supersededBy !== undefined) out.supersededBy = supersededBy;
  return out;
}

/** Statuses compaction may delete: terminal and no longer shown to the user. */
export const COMPACTABLE: readonly OutboxStatus[] = ['applied', 'discarded'];

export function checkpointAfter(
  previous: LogCheckpoint | undefined,
  throughSeq: number,
  dropped: number,
  at: number,
): LogCheckpoint {
  return {
    kind: 'checkpoint',
    id: CHECKPOINT_ID,
    throughSeq,
    compactedCount: (previous?.compactedCount ?? 0) + dropped,
    updatedAt: at,
  };
}

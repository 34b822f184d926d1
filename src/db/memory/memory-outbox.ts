import {
  checkpointAfter,
  COMPACTABLE,
  newRecord,
  nextSeq,
  toApplied,
  toDiscarded,
  toFailed,
  toPending,
  toSent,
  OutboxTransitionError,
} from '../outbox-transitions';
import type { CommandLogEntry, LogCheckpoint, OutboxRecord } from '../records';
import type { CommandLogRepo, NewCommand, OutboxStore } from '../storage';

/**
 * Outbox and command log in memory, sharing state because applying a command touches both.
 * Each method reads and writes synchronously before its first await, which makes it as atomic
 * as an IndexedDB transaction. Records are cloned in and out like IndexedDB does, so a caller
 * mutating what it got back cannot change the store.
 */
export function createMemoryOutbox(): { outbox: OutboxStore; commandLog: CommandLogRepo } {
  const records = new Map<string, OutboxRecord>();
  const log = new Map<string, CommandLogEntry>();
  let checkpoint: LogCheckpoint | undefined;

  const bySeq = <T extends { seq: number }>(rows: Iterable<T>) =>
    [...rows].sort((a, b) => a.seq - b.seq);
  const out = <T>(v: T): T => structuredClone(v);
  const lastSeq = () => bySeq(records.values()).at(-1)?.seq;

  function appendNow(command: NewCommand): OutboxRecord {
    if (records.has(command.id)) {
      throw new OutboxTransitionError(`cannot append command ${command.id}: the id is taken`);
    }
    const record = newRecord(structuredClone(command), nextSeq(lastSeq(), checkpoint));
    records.set(record.id, record);
    return out(record);
  }

  function move(id: string, next: (r: OutboxRecord | undefined) => OutboxRecord): Promise<void> {
    try {
      records.set(id, next(records.get(id)));
      return Promise.resolve();
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  // async so a thrown transition error arrives as a rejection, as from IndexedDB.
  const outbox: OutboxStore = {
    append: async (command) => appendNow(command),
    get: async (id) => {
      const r = records.get(id);
      return r && out(r);
    },
    list: async () => out(bySeq(records.values())),
    head: async () => {
      const r = bySeq(records.values()).find((x) => x.status === 'pending' || x.status === 'sent');
      return r && out(r);
    },
    counts: async () => {
      let pending = 0;
      let failed = 0;
      for (const r of records.values()) {
        if (r.status === 'pending' || r.status === 'sent') pending++;
        else if (r.status === 'failed') failed++;
      }
      return { pending, failed };
    },
    markSent: (id, at) => move(id, (r) => toSent(r, id, at)),
    markPending: (id, retry) => move(id, (r) => toPending(r, id, retry)),
    markFailed: (id, error, at) => move(id, (r) => toFailed(r, id, error, at)),
    discard: (id, at) => move(id, (r) => toDiscarded(r, id, at)),
    markApplied: async (id, result, at) => {
      const { record, entry } = toApplied(records.get(id), id, structuredClone(result), at);
      records.set(id, record);
      log.set(id, entry);
    },
    reissue: async (failedId, next) => {
      const discarded = toDiscarded(records.get(failedId), failedId, next.at, next.id);
      // Append first: if it throws, the failed record must stay as it was.
      const appended = appendNow(next);
      records.set(failedId, discarded);
      return appended;
    },
  };

  const commandLog: CommandLogRepo = {
    entries: async () => out(bySeq(log.values())),
    checkpoint: async () => checkpoint && out(checkpoint),
    compact: async (throughSeq, at) => {
      if (throughSeq <= (checkpoint?.throughSeq ?? 0)) return 0;
      let dropped = 0;
      for (const e of [...log.values()]) {
        if (e.seq <= throughSeq) {
          log.delete(e.id);
          dropped++;
        }
      }
      for (const r of [...records.values()]) {
        if (r.seq <= throughSeq && COMPACTABLE.includes(r.status)) records.delete(r.id);
      }
      checkpoint = checkpointAfter(checkpoint, throughSeq, dropped, at);
      return dropped;
    },
  };

  return { outbox, commandLog };
}

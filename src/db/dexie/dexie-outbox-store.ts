import { Dexie } from 'dexie';
import {
  newRecord,
  nextSeq,
  toApplied,
  toDiscarded,
  toFailed,
  toPending,
  toSent,
} from '../outbox-transitions';
import type { PortalDb } from '../portal-db';
import { CHECKPOINT_ID, type OutboxRecord } from '../records';
import type { NewCommand, OutboxStore } from '../storage';

/**
 * Every write runs in an explicit `db.transaction`: Dexie resolves that promise on the
 * transaction's `complete` event, i.e. after the commit (with the database's strict
 * durability), which is what "resolves only after the write committed" needs. A bare
 * `table.put()` would also commit before resolving, but read-then-write pairs must be atomic
 * anyway so that two tabs never both move the same record.
 */
export function createDexieOutboxStore(db: PortalDb): OutboxStore {
  const { outbox, commandLog } = db;

  const headOf = (status: 'pending' | 'sent') =>
    outbox.where('[status+seq]').between([status, Dexie.minKey], [status, Dexie.maxKey]).first();

  async function appendIn(command: NewCommand): Promise<OutboxRecord> {
    const [last, row] = await Promise.all([
      outbox.orderBy('seq').last(),
      commandLog.get(CHECKPOINT_ID),
    ]);
    const checkpoint = row?.kind === 'checkpoint' ? row : undefined;
    const record = newRecord(command, nextSeq(last?.seq, checkpoint));
    // add, not put: a colliding id must fail rather than overwrite a command.
    await outbox.add(record);
    return record;
  }

  async function move(id: string, next: (r: OutboxRecord | undefined) => OutboxRecord) {
    await db.transaction('rw', outbox, async () => {
      await outbox.put(next(await outbox.get(id)));
    });
  }

  return {
    append: (command) => db.transaction('rw', outbox, commandLog, () => appendIn(command)),

    get: (id) => outbox.get(id),

    list: () => outbox.orderBy('seq').toArray(),

    head: () =>
      db.transaction('r', outbox, async () => {
        const [pending, sent] = await Promise.all([headOf('pending'), headOf('sent')]);
        if (!pending) return sent;
        if (!sent) return pending;
        return pending.seq < sent.seq ? pending : sent;
      }),

    counts: () =>
      db.transaction('r', outbox, async () => {
        const [pending, failed] = await Promise.all([
          outbox.where('status').anyOf('pending', 'sent').count(),
          outbox.where('status').equals('failed').count(),
        ]);
        return { pending, failed };
      }),

    markSent: (id, at) => move(id, (r) => toSent(r, id, at)),

    markPending: (id, retry) => move(id, (r) => toPending(r, id, retry)),

    markFailed: (id, error, at) => move(id, (r) => toFailed(r, id, error, at)),

    discard: (id, at) => move(id, (r) => toDiscarded(r, id, at)),

    markApplied: (id, result, at) =>
      db.transaction('rw', outbox, commandLog, async () => {
        const { record, entry } = toApplied(await outbox.get(id), id, result, at);
        await outbox.put(record);
        await commandLog.put(entry);
      }),

    reissue: (failedId, next) =>
      db.transaction('rw', outbox, commandLog, async () => {
        await outbox.put(toDiscarded(await outbox.get(failedId), failedId, next.at, next.id));
        return appendIn(next);
      }),
  };
}

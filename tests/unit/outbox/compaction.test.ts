import { describe, expect, it } from 'vitest';
import type { CommandLogEntry, LogCheckpoint } from '../../../src/db/records';
import { compactCommandLog } from '../../../src/worker/outbox/compact-log';
import { planCompaction } from '../../../src/worker/outbox/compaction';
import { storageKinds } from '../db/storage-kinds';

const entry = (seq: number, appliedAt: number): CommandLogEntry => ({
  kind: 'applied',
  id: `c${seq}`,
  seq,
  type: 't',
  payload: null,
  result: null,
  appliedAt,
});

const checkpointAt = (throughSeq: number): LogCheckpoint => ({
  kind: 'checkpoint',
  id: 'checkpoint',
  throughSeq,
  compactedCount: throughSeq,
  updatedAt: 0,
});

describe('planCompaction', () => {
  const log = [entry(1, 10), entry(2, 20), entry(4, 30), entry(5, 40), entry(7, 50)];

  it('moves the checkpoint over applied commands older than the snapshot, keeping the last N', () => {
    expect(planCompaction(log, undefined, { keepLast: 2, appliedBefore: 1000 })).toEqual({
      throughSeq: 4,
      count: 3,
    });
    expect(planCompaction(log, undefined, { keepLast: 0, appliedBefore: 35 })).toEqual({
      throughSeq: 4,
      count: 3,
    });
  });

  it('compacts only a prefix, so everything at or below the checkpoint is in the snapshot', () => {
    const outOfOrder = [entry(1, 10), entry(2, 99), entry(3, 20)];
    expect(planCompaction(outOfOrder, undefined, { keepLast: 0, appliedBefore: 50 })).toEqual({
      throughSeq: 1,
      count: 1,
    });
  });

  it('starts after the existing checkpoint and proposes nothing when nothing qualifies', () => {
    expect(planCompaction(log, checkpointAt(2), { keepLast: 0, appliedBefore: 45 })).toEqual({
      throughSeq: 5,
      count: 2,
    });
    expect(planCompaction(log, undefined, { keepLast: 5, appliedBefore: 1000 })).toBeNull();
    expect(planCompaction(log, undefined, { keepLast: 0, appliedBefore: 10 })).toBeNull();
    expect(planCompaction([], undefined, { keepLast: 0, appliedBefore: 1000 })).toBeNull();
  });
});

describe.each(storageKinds)('compactCommandLog (%s)', (_kind, makeStorage) => {
  it('applies the plan and counts what it dropped into the checkpoint', async () => {
    const { outbox, commandLog } = await makeStorage();
    for (const id of ['a', 'b', 'c', 'd'])
      await outbox.append({ id, type: 't', payload: id, at: 1 });
    for (const [id, at] of [
      ['a', 10],
      ['b', 20],
      ['c', 30],
    ] as const)
      await outbox.markApplied(id, null, at);

    expect(await compactCommandLog(commandLog, { keepLast: 1, appliedBefore: 100 }, 500)).toBe(2);
    expect((await commandLog.entries()).map((e) => e.id)).toEqual(['c']);
    expect((await outbox.list()).map((r) => r.id)).toEqual(['c', 'd']);
    expect(await commandLog.checkpoint()).toMatchObject({
      throughSeq: 2,
      compactedCount: 2,
      updatedAt: 500,
    });

    await outbox.markApplied('d', null, 40);
    expect(await compactCommandLog(commandLog, { keepLast: 0, appliedBefore: 100 }, 600)).toBe(2);
    expect(await commandLog.checkpoint()).toMatchObject({ throughSeq: 4, compactedCount: 4 });
    expect(await compactCommandLog(commandLog, { keepLast: 0, appliedBefore: 100 }, 700)).toBe(0);
  });
});

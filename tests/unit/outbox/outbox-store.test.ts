import { describe, expect, it } from 'vitest';
import { OutboxTransitionError } from '../../../src/db/outbox-transitions';
import type { OutboxStore } from '../../../src/db/storage';
import { storageKinds } from '../db/storage-kinds';

const cmd = (id: string, at = 100) => ({ id, type: 'order.create', payload: { draft: id }, at });

async function appendAll(outbox: OutboxStore, ...ids: string[]) {
  for (const id of ids) await outbox.append(cmd(id));
}

describe.each(storageKinds)('outbox store contract (%s)', (_kind, makeStorage) => {
  it('appends pending records with increasing seq', async () => {
    const { outbox } = await makeStorage();
    const a = await outbox.append(cmd('a', 100));
    const b = await outbox.append(cmd('b', 200));
    expect(a).toEqual({
      id: 'a',
      seq: 1,
      type: 'order.create',
      payload: { draft: 'a' },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 100,
      createdAt: 100,
      updatedAt: 100,
    });
    expect(b.seq).toBe(2);
    expect((await outbox.list()).map((r) => r.id)).toEqual(['a', 'b']);
    expect(await outbox.counts()).toEqual({ pending: 2, failed: 0 });
  });

  it('refuses an id that is already taken, leaving the outbox as it was', async () => {
    const { outbox } = await makeStorage();
    await outbox.append(cmd('a'));
    await expect(outbox.append({ ...cmd('a'), payload: 'other' })).rejects.toThrow();
    expect(await outbox.list()).toHaveLength(1);
    expect((await outbox.get('a'))?.payload).toEqual({ draft: 'a' });
  });

  it('finds the head as the lowest seq still pending or sent', async () => {
    const { outbox } = await makeStorage();
    await appendAll(outbox, 'a', 'b', 'c', 'd');
    await outbox.markSent('a', 1);
    await outbox.markApplied('a', 'ok', 2);
    await outbox.markSent('b', 3);
    await outbox.markFailed('b', { code: 409, message: 'no' }, 4);
    expect((await outbox.head())?.id).toBe('c');
    await outbox.markSent('c', 5);
    expect((await outbox.head())?.id).toBe('c');
    expect((await outbox.head())?.status).toBe('sent');
    expect(await outbox.counts()).toEqual({ pending: 2, failed: 1 });
  });

  it('marks applied with the result and logs the command in the same step', async () => {
    const { outbox, commandLog } = await makeStorage();
    await appendAll(outbox, 'a');
    await outbox.markSent('a', 110);
    await outbox.markApplied('a', { orderId: 'FO-1' }, 120);
    expect(await outbox.get('a')).toMatchObject({
      status: 'applied',
      result: { orderId: 'FO-1' },
      updatedAt: 120,
    });
    expect(await commandLog.entries()).toEqual([
      {
        kind: 'applied',
        id: 'a',
        seq: 1,
        type: 'order.create',
        payload: { draft: 'a' },
        result: { orderId: 'FO-1' },
        appliedAt: 120,
      },
    ]);
    expect(await outbox.head()).toBeUndefined();
  });

  it('marks failed with the reason and keeps the draft', async () => {
    const { outbox } = await makeStorage();
    await appendAll(outbox, 'a');
    await outbox.markFailed('a', { code: 409, message: 'taken', messageKey: 'order.taken' }, 130);
    expect(await outbox.get('a')).toMatchObject({
      status: 'failed',
      payload: { draft: 'a' },
      error: { code: 409, message: 'taken', messageKey: 'order.taken' },
    });
  });

  it('refuses transitions that do not fit the status', async () => {
    const { outbox } = await makeStorage();
    await appendAll(outbox, 'a', 'b');
    await outbox.markFailed('a', { code: 1, message: 'x' }, 1);
    await expect(outbox.markApplied('a', null, 2)).rejects.toBeInstanceOf(OutboxTransitionError);
    await expect(outbox.markSent('a', 2)).rejects.toBeInstanceOf(OutboxTransitionError);
    await expect(outbox.discard('b', 2)).rejects.toBeInstanceOf(OutboxTransitionError);
    await expect(outbox.markSent('nope', 2)).rejects.toThrow(/not in the outbox/);
    expect((await outbox.get('a'))?.status).toBe('failed');
    expect((await outbox.get('b'))?.status).toBe('pending');
  });

  it('re-issues a failed command under a new id at the end of the queue', async () => {
    const { outbox } = await makeStorage();
    await appendAll(outbox, 'a', 'b');
    await outbox.markFailed('a', { code: 409, message: 'no' }, 1);
    const again = await outbox.reissue('a', {
      id: 'a2',
      type: 'order.create',
      payload: { draft: 'fixed' },
      at: 5,
    });
    expect(again).toMatchObject({
      id: 'a2',
      seq: 3,
      status: 'pending',
      payload: { draft: 'fixed' },
    });
    expect(await outbox.get('a')).toMatchObject({
      status: 'discarded',
      supersededBy: 'a2',
      payload: { draft: 'a' },
    });
    expect(await outbox.counts()).toEqual({ pending: 2, failed: 0 });
  });

  it('re-issues nothing when the command is not failed', async () => {
    const { outbox } = await makeStorage();
    await appendAll(outbox, 'a');
    await expect(outbox.reissue('a', { ...cmd('a2'), at: 5 })).rejects.toBeInstanceOf(
      OutboxTransitionError,
    );
    expect((await outbox.list()).map((r) => r.id)).toEqual(['a']);
  });

  it('compacts behind a checkpoint: drops applied and discarded history, keeps what the user still needs', async () => {
    const { outbox, commandLog } = await makeStorage();
    await appendAll(outbox, 'a', 'b', 'c', 'd', 'e');
    await outbox.markApplied('a', 1, 10);
    await outbox.markFailed('b', { code: 1, message: 'kept for the user' }, 11);
    await outbox.markApplied('c', 3, 12);
    await outbox.markApplied('d', 4, 13);

    expect(await commandLog.compact(3, 50)).toBe(2);
    expect((await outbox.list()).map((r) => r.id)).toEqual(['b', 'd', 'e']);
    expect((await commandLog.entries()).map((e) => e.id)).toEqual(['d']);
    expect(await commandLog.checkpoint()).toEqual({
      kind: 'checkpoint',
      id: 'checkpoint',
      throughSeq: 3,
      compactedCount: 2,
      updatedAt: 50,
    });

    // A slower tab with an older plan must not move the checkpoint back.
    expect(await commandLog.compact(2, 60)).toBe(0);
    expect((await commandLog.checkpoint())?.throughSeq).toBe(3);
  });

  it('never reuses a seq, even when compaction empties the outbox', async () => {
    const { outbox, commandLog } = await makeStorage();
    await appendAll(outbox, 'a', 'b');
    await outbox.markApplied('a', null, 1);
    await outbox.markApplied('b', null, 2);
    await commandLog.compact(2, 3);
    expect(await outbox.list()).toEqual([]);
    expect((await outbox.append(cmd('c'))).seq).toBe(3);
  });
});

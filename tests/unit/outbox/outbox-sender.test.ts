import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_LOCK_NAME } from '../../../src/worker/outbox/outbox-lock';
import { DEFAULT_BUSY_RETRY_MS } from '../../../src/worker/outbox/outbox-sender';
import { storageKinds } from '../db/storage-kinds';
import { cancelled, offline, rejected, sessionLost, unavailable } from './api-errors';
import { senderHarness } from './sender-harness';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A promise the test settles by hand, to hold a send in flight. */
function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe.each(storageKinds)('outbox sender (%s)', (_kind, makeStorage) => {
  it('sends in seq order and records each result in the command log', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('order.create', { n: 1 });
    const b = await h.append('order.edit', { n: 2 });
    const c = await h.append('order.approve', { n: 3 });

    await h.sender.flush();

    expect(h.sentIds()).toEqual([a.id, b.id, c.id]);
    expect(h.calls.map((x) => x.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect((await storage.commandLog.entries()).map((e) => [e.id, e.result])).toEqual([
      [a.id, { echo: a.id }],
      [b.id, { echo: b.id }],
      [c.id, { echo: c.id }],
    ]);
    expect(h.changes.at(-1)).toEqual({ pending: 0, failed: 0 });
    expect(h.errors).toEqual([]);
  });

  it('gives every command a UUIDv7 id and a seq, resolving once it is stored', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    // The server never answers here; only stop() ends the send.
    h.respondWith(
      (_command, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(cancelled()));
        }),
    );
    const first = await h.sender.append('order.create', { n: 1 });
    const second = await h.sender.append('order.create', { n: 2 });
    expect(first.id).toMatch(UUID_V7);
    expect(second.id).toMatch(UUID_V7);
    expect(second.id > first.id).toBe(true);
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect((await storage.outbox.get(first.id))?.payload).toEqual({ n: 1 });
    h.sender.stop();
  });

  it('joins a flush already running: each command is sent once, including one added meanwhile', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const gate = deferred();
    h.respondWith(async (command) => {
      await gate.promise;
      return command.id;
    });
    await h.append('a');
    await h.append('b');

    const first = h.sender.flush();
    const second = h.sender.flush();
    const third = h.sender.flush();
    expect(second).toBe(first);
    expect(third).toBe(first);

    await h.append('c');
    const fourth = h.sender.flush();
    gate.resolve(undefined);
    await Promise.all([first, second, third, fourth]);

    expect(h.calls.map((c) => c.type)).toEqual(['a', 'b', 'c']);
    expect(new Set(h.sentIds()).size).toBe(3);
    expect(await storage.outbox.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('retries a transient failure with exponential backoff, keeping later commands behind it', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('a');
    const b = await h.append('b');
    let failures = 3;
    h.respondWith(async (command) => {
      if (command.id === a.id && failures-- > 0) throw failures % 2 ? offline() : unavailable();
      return 'ok';
    });

    await h.sender.flush();
    expect(h.sentIds()).toEqual([a.id]);
    expect(await storage.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(h.clock.armed()).toEqual([1000]);

    await h.tick(999);
    expect(h.sentIds()).toEqual([a.id]);
    await h.tick(1);
    expect(h.sentIds()).toEqual([a.id, a.id]);
    expect(h.clock.armed()).toEqual([2000]);

    await h.tick(2000);
    expect(h.clock.armed()).toEqual([4000]);
    expect(await storage.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 3 });

    await h.tick(4000);
    expect(h.sentIds()).toEqual([a.id, a.id, a.id, a.id, b.id]);
    expect(await h.status(a.id)).toBe('applied');
    expect(await h.status(b.id)).toBe('applied');
    expect(h.clock.armed()).toEqual([]);
  });

  it('honours a pending backoff on a manual flush instead of hammering the server', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    await h.append('a');
    h.respondWith(() => Promise.reject(offline()));
    await h.sender.flush();
    await h.sender.flush();
    await h.sender.flush();
    expect(h.calls).toHaveLength(1);
    expect(h.clock.armed()).toEqual([1000]);
  });

  it('treats an unexpected throw as transient: the command may have reached the server', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('a');
    h.respondWith(() => Promise.reject(new TypeError('boom')));
    await h.sender.flush();
    expect(await storage.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('marks a permanent rejection failed with the server reason, keeps the draft and moves on', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('order.approve', { orderId: 'FO-7', note: 'my draft' });
    const b = await h.append('order.create');
    h.respondWith(async (command) => {
      if (command.id === a.id) throw rejected();
      return 'ok';
    });

    await h.sender.flush();

    expect(h.sentIds()).toEqual([a.id, b.id]);
    expect(await storage.outbox.get(a.id)).toMatchObject({
      status: 'failed',
      payload: { orderId: 'FO-7', note: 'my draft' },
      error: {
        code: 409,
        message: 'The order is already approved',
        messageKey: 'finance.order.already_approved',
      },
    });
    expect(await h.status(b.id)).toBe('applied');
    expect(h.changes.at(-1)).toEqual({ pending: 0, failed: 1 });
  });

  it('pauses on a lost session with the command left pending, until resume()', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('a');
    const b = await h.append('b');
    h.respondWith(() => Promise.reject(sessionLost()));

    await h.sender.flush();
    expect(h.sender.paused).toBe(true);
    expect(await storage.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(h.clock.armed()).toEqual([]);

    await h.sender.flush();
    expect(h.sentIds()).toEqual([a.id]);

    h.respondWith(async () => 'ok');
    await h.sender.resume();
    expect(h.sender.paused).toBe(false);
    expect(h.sentIds()).toEqual([a.id, a.id, b.id]);
    expect(await storage.outbox.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it("re-sends a command left 'sent' by a crash, with the same id", async () => {
    const storage = await makeStorage();
    const before = senderHarness(storage);
    const a = await before.append('a', { n: 1 });
    const b = await before.append('b');
    // The previous worker marked it sent and died before the answer arrived.
    await storage.outbox.markSent(a.id, 5);

    const after = senderHarness(storage);
    await after.sender.flush();

    expect(after.sentIds()).toEqual([a.id, b.id]);
    expect(after.calls[0]?.payload).toEqual({ n: 1 });
    expect(await after.status(a.id)).toBe('applied');
  });

  it('does not send while another tab holds the lock, and takes over once it is released', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const release = h.locks.holdElsewhere(OUTBOX_LOCK_NAME);
    const a = await h.append('a');

    await h.sender.flush();
    expect(h.calls).toEqual([]);
    expect(await h.status(a.id)).toBe('pending');
    expect(h.clock.armed()).toEqual([DEFAULT_BUSY_RETRY_MS]);

    release();
    await h.tick(DEFAULT_BUSY_RETRY_MS);
    expect(h.sentIds()).toEqual([a.id]);
    expect(h.locks.isHeld(OUTBOX_LOCK_NAME)).toBe(false);
  });

  it('holds the lock while sending, so a second sender (another tab) sends nothing', async () => {
    const storage = await makeStorage();
    const tabA = senderHarness(storage);
    const gate = deferred();
    tabA.respondWith(async () => gate.promise);
    await tabA.append('a');

    const flushing = tabA.sender.flush();
    await vi.waitFor(() => expect(tabA.calls).toHaveLength(1));

    const tabB = senderHarness(storage, { lock: tabA.locks.lock });
    await tabB.sender.flush();
    expect(tabB.calls).toEqual([]);

    gate.resolve('ok');
    await flushing;
    expect(tabA.calls).toHaveLength(1);
  });

  it('re-issues a failed command under a new id with the same or an edited payload', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('order.create', { amount: 100 });
    h.respondWith(() => Promise.reject(rejected()));
    await h.sender.flush();

    h.respondWith(async () => 'ok');
    const retried = await h.sender.retryFailed(a.id);
    await h.sender.flush();
    expect(retried.id).not.toBe(a.id);
    expect(retried.id).toMatch(UUID_V7);
    expect(h.calls.at(-1)).toMatchObject({
      id: retried.id,
      type: 'order.create',
      payload: { amount: 100 },
    });
    expect(await storage.outbox.get(a.id)).toMatchObject({
      status: 'discarded',
      supersededBy: retried.id,
    });
    expect(await h.status(retried.id)).toBe('applied');

    const b = await h.append('order.create', { amount: 5 });
    h.respondWith(() => Promise.reject(rejected()));
    await h.sender.flush();
    h.respondWith(async () => 'ok');
    const edited = await h.sender.retryFailed(b.id, { payload: { amount: 50 } });
    await h.sender.flush();
    expect(h.calls.at(-1)).toMatchObject({ id: edited.id, payload: { amount: 50 } });
    expect(h.changes.at(-1)).toEqual({ pending: 0, failed: 0 });
  });

  it('refuses to retry or discard a command that has not failed', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('a');
    await expect(h.sender.retryFailed(a.id)).rejects.toThrow(/pending/);
    await expect(h.sender.discardFailed(a.id)).rejects.toThrow(/pending/);
    expect(await storage.outbox.list()).toHaveLength(1);
  });

  it('discards a failed command on request, keeping its record until compaction', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('a', { draft: true });
    h.respondWith(() => Promise.reject(rejected()));
    await h.sender.flush();
    expect(h.changes.at(-1)).toEqual({ pending: 0, failed: 1 });

    await h.sender.discardFailed(a.id);
    expect(await storage.outbox.get(a.id)).toMatchObject({
      status: 'discarded',
      payload: { draft: true },
    });
    expect(h.changes.at(-1)).toEqual({ pending: 0, failed: 0 });
  });

  it('reports counts when they change, not on every internal step', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    await h.sender.append('a', {});
    await h.sender.append('b', {});
    await h.sender.flush();
    expect(h.changes).toEqual([
      { pending: 1, failed: 0 },
      { pending: 2, failed: 0 },
      { pending: 1, failed: 0 },
      { pending: 0, failed: 0 },
    ]);
  });

  it('stop() cancels the send in flight and leaves the command pending without counting an attempt', async () => {
    const storage = await makeStorage();
    const h = senderHarness(storage);
    const a = await h.append('a');
    h.respondWith(
      (_command, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(cancelled()));
        }),
    );

    const flushing = h.sender.flush();
    await vi.waitFor(() => expect(h.calls).toHaveLength(1));
    h.sender.stop();
    await flushing;

    expect(await storage.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(h.clock.armed()).toEqual([]);
    await h.sender.flush();
    expect(h.calls).toHaveLength(1);
  });
});

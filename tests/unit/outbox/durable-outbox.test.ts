import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DBCore } from 'dexie';
import { createDexieStorage } from '../../../src/db/dexie/dexie-storage';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { openStorage } from '../../../src/db/open-storage';
import { openPortalDb, PortalDb } from '../../../src/db/portal-db';
import { appendCommand } from '../../../src/worker/outbox/append-command';
import { createOutboxSender } from '../../../src/worker/outbox/outbox-sender';
import { freshIdb } from '../db/fake-idb';
import { offline } from './api-errors';
import { createFakeLocks } from './fake-locks';

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  vi.useRealTimers();
});

async function openDb(idb: ReturnType<typeof freshIdb>): Promise<PortalDb> {
  const db = await openPortalDb(idb.name, idb);
  opened.push(db);
  return db;
}

describe('outbox on IndexedDB', () => {
  it('appends in a strict-durability transaction and resolves only once another connection can read it', async () => {
    const idb = freshIdb();
    const db = new PortalDb(idb.name, idb);
    opened.push(db);
    const durabilities: Array<string | undefined> = [];
    db.use({
      stack: 'dbcore',
      name: 'record-durability',
      create: (down: DBCore): DBCore => ({
        ...down,
        transaction: (stores, mode, options) => {
          if (mode === 'readwrite') durabilities.push(options?.durability);
          return down.transaction(stores, mode, options);
        },
      }),
    });
    await db.open(); // middlewares are stacked at open
    const storage = createDexieStorage(db);

    const receipt = await appendCommand(storage.outbox, 'order.create', { amount: 10 });

    expect(durabilities).toEqual(['strict']);
    const other = await openDb(idb); // a second connection, as another tab would have
    expect(await other.outbox.get(receipt.id)).toMatchObject({
      seq: 1,
      status: 'pending',
      payload: { amount: 10 },
    });
  });

  it("re-sends a 'sent' command with the same id after the worker is restarted", async () => {
    const idb = freshIdb();
    const first = await openStorage(() => undefined, idb);
    const { id } = await appendCommand(first.outbox, 'order.approve', { orderId: 'FO-1' });
    await first.outbox.markSent(id, Date.now());
    first.close(); // the worker died with the request in flight

    const second = await openStorage(() => undefined, idb);
    opened.push(second);
    const sent: string[] = [];
    const sender = createOutboxSender({
      store: second.outbox,
      send: async (command) => {
        sent.push(command.id);
        return { approved: true };
      },
      lock: createFakeLocks().lock,
    });
    await sender.flush();

    expect(sent).toEqual([id]);
    expect(await second.outbox.get(id)).toMatchObject({
      status: 'applied',
      result: { approved: true },
    });
  });
});

describe('outbox sender with its default timer', () => {
  it('retries on vitest fake timers after the backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const storage = createMemoryStorage();
    let calls = 0;
    const sender = createOutboxSender({
      store: storage.outbox,
      send: async () => {
        calls += 1;
        if (calls === 1) throw offline();
        return 'ok';
      },
      lock: createFakeLocks().lock,
      random: () => 0.5,
    });
    const { id } = await appendCommand(storage.outbox, 'a', {});

    await sender.flush();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await sender.flush();
    expect(calls).toBe(2);
    expect((await storage.outbox.get(id))?.status).toBe('applied');
  });
});

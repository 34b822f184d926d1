import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { fairDb, requesterStore } from '../../../server/db/fair-db';
import { FairScheduler } from '../../../server/db/fair-scheduler';

/** A database that records which statements ran, each finishing when the test says. */
function fakeDb() {
  const ran: string[] = [];
  const pending: (() => void)[] = [];
  const db: Db = {
    query: async <T>(sql: string) => {
      await new Promise<void>((resolve) => pending.push(resolve));
      ran.push(sql);
      return { rows: [] as T[] };
    },
    exec: async (sql) => {
      ran.push(sql);
    },
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  /** Turns are handed out on the next macrotask: let it (and the promises after it) run. */
  const settle = async () => {
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  };
  /** Lets the oldest running statement finish, and the next turn begin. */
  const finishOne = async () => {
    await settle();
    pending.shift()?.();
    await settle();
  };
  return { db, ran, finishOne };
}

describe('fairDb', () => {
  it('runs another requester’s statement right after the running one, before the rest of a flood', async () => {
    const { db, ran, finishOne } = fakeDb();
    const fair = fairDb(db, new FairScheduler(1));
    const flood = Array.from({ length: 10 }, (_, i) =>
      requesterStore.run({ key: 'heavy' }, () => fair.query(`heavy ${i}`)),
    );
    const light = requesterStore.run({ key: 'light' }, () => fair.query('light'));
    await finishOne();
    await finishOne();
    expect(ran).toEqual(['heavy 0', 'light']);
    for (let i = 0; i < 9; i++) await finishOne();
    await Promise.all([...flood, light]);
    expect(ran).toHaveLength(11);
  });

  it('never makes a transaction wait for the turn it holds', async () => {
    const { db, ran } = fakeDb();
    const fair = fairDb(db, new FairScheduler(1));
    const done = requesterStore.run({ key: 'a' }, () =>
      fair.transaction(async () => {
        // A call on the server's Db (not the transaction handle) inside the transaction.
        await fair.exec('inside');
        return 'committed';
      }),
    );
    await expect(done).resolves.toBe('committed');
    expect(ran).toEqual(['inside']);
  });
});

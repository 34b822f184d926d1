import { describe, expect, it } from 'vitest';
import { FairScheduler } from '../../../server/db/fair-scheduler';

/** Queues `count` turns of `key` that each record their key in `order` when granted. */
function queue(scheduler: FairScheduler, key: string, count: number, order: string[]) {
  return Array.from({ length: count }, () =>
    scheduler.acquire(key).then((release) => {
      order.push(key);
      return release;
    }),
  );
}

/** Grants turns one by one: each granted turn is released once the next microtasks ran. */
async function drain(scheduler: FairScheduler, turns: Promise<() => void>[]) {
  for (const turn of turns) (await turn)();
}

describe('FairScheduler', () => {
  it('gives a user with one waiting call the next turn, ahead of another user’s 20 queued calls', async () => {
    const scheduler = new FairScheduler(1);
    const order: string[] = [];
    const heavy = queue(scheduler, 'heavy', 20, order);
    const light = queue(scheduler, 'light', 1, order);
    // The first heavy call runs; the light one is next, not 21st.
    (await heavy[0])?.();
    await light[0];
    expect(order.slice(0, 2)).toEqual(['heavy', 'light']);
    (await light[0])?.();
    await drain(scheduler, heavy.slice(1));
    expect(order).toHaveLength(21);
  });

  it('serves waiting users round-robin, each in its own arrival order', async () => {
    const scheduler = new FairScheduler(1);
    const order: string[] = [];
    const turns = [
      ...queue(scheduler, 'a', 3, order),
      ...queue(scheduler, 'b', 2, order),
      ...queue(scheduler, 'c', 1, order),
    ];
    const settled = turns.map((t) => t.then((release) => release()));
    await Promise.all(settled);
    expect(order).toEqual(['a', 'b', 'c', 'a', 'b', 'a']);
  });

  it('runs as many turns at once as it has slots, and no more', async () => {
    const scheduler = new FairScheduler(2);
    const granted: string[] = [];
    const turns = ['a', 'b', 'c'].map((key) =>
      scheduler.acquire(key).then((release) => {
        granted.push(key);
        return release;
      }),
    );
    await turns[0];
    await turns[1];
    expect(granted).toEqual(['a', 'b']);
    expect(scheduler.stats()).toEqual({ running: 2, waiting: 1, keys: 3 });
    (await turns[0])?.();
    await turns[2];
    expect(granted).toEqual(['a', 'b', 'c']);
  });

  it('chooses the next turn after the caller asking in the same tick, not the first to ask', async () => {
    // A PGlite statement blocks the event loop: the flooding requester's next statement is
    // queued the moment its last one ends, the other's a moment later. The other goes first.
    const scheduler = new FairScheduler(1);
    const order: string[] = [];
    const first = await scheduler.acquire('heavy');
    first();
    const heavy = queue(scheduler, 'heavy', 1, order);
    const light = queue(scheduler, 'light', 1, order);
    (await light[0])?.();
    (await heavy[0])?.();
    expect(order).toEqual(['light', 'heavy']);
  });

  it('frees a slot once however often a turn is released', async () => {
    const scheduler = new FairScheduler(1);
    const release = await scheduler.acquire('a');
    release();
    release();
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0, keys: 0 });
  });
});

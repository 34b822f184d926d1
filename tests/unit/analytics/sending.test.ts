import { describe, expect, it } from 'vitest';
import { analyticsHarness, must, settle, T0 } from './harness';

async function clicks(h: ReturnType<typeof analyticsHarness>, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await h.analytics.track('button_click', { name: `b${i}` }, T0 + i);
    ids.push(must(h.lastId()));
  }
  return ids;
}

describe('sending the analytics queue', () => {
  it('sends a few seconds after the first queued event, not at once', async () => {
    const h = analyticsHarness();
    await h.analytics.start();

    const ids = await clicks(h, 3);
    await h.advance(4999);
    expect(h.server.trackCalls()).toHaveLength(0);
    await h.advance(1);

    expect(h.server.batches()).toEqual([ids]);
    expect(h.server.trackCalls()[0]?.options?.silent).toBe(true);
    expect(await h.storage.analytics.count()).toBe(0);
  });

  it('sends in batches of 50, each event id once', async () => {
    const h = analyticsHarness();
    await h.analytics.start();

    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        h.analytics.track('button_click', { name: `b${i}` }, T0 + i),
      ),
    );
    await h.advance(5000);

    const batches = h.server.batches();
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(new Set(batches.flat()).size).toBe(120);
    expect(h.server.stored.size).toBe(120);
    expect(await h.storage.analytics.count()).toBe(0);
  });

  it('sends a full batch without waiting for the delay', async () => {
    const h = analyticsHarness();

    const ids = await clicks(h, 50);
    await settle();
    expect(h.server.batches()).toEqual([ids]);

    await clicks(h, 1);
    await settle();
    expect(h.server.trackCalls()).toHaveLength(1);
  });

  it('sends on demand', async () => {
    const h = analyticsHarness();
    const ids = await clicks(h, 2);

    await h.analytics.flush();

    expect(h.server.batches()).toEqual([ids]);
  });

  it('retries with the backoff after a network failure, persisting when, and removes only after an answer', async () => {
    const h = analyticsHarness();
    h.server.script('track', 'offline', 'offline');
    const ids = await clicks(h, 2);

    await h.advance(5000);
    expect(h.server.trackCalls()).toHaveLength(1);
    expect(await h.queued()).toMatchObject([
      { id: ids[0], attempts: 1, nextAttemptAt: h.clock.now() + 2000 },
      { id: ids[1], attempts: 1, nextAttemptAt: h.clock.now() + 2000 },
    ]);

    await h.advance(1999);
    expect(h.server.trackCalls()).toHaveLength(1);
    await h.advance(1);
    expect(h.server.trackCalls()).toHaveLength(2);
    expect(await h.queued()).toMatchObject([
      { attempts: 2, nextAttemptAt: h.clock.now() + 4000 },
      {},
    ]);

    await h.advance(4000);
    expect(h.server.batches()).toEqual([ids, ids, ids]);
    expect(await h.storage.analytics.count()).toBe(0);
    expect(h.errors).toEqual([]);
  });

  it('lets new events wait out a running backoff with the others', async () => {
    const h = analyticsHarness();
    h.server.script('track', 'offline');
    const [first] = await clicks(h, 1);
    await h.advance(5000); // fails; next try in 2 s

    await h.analytics.track('button_click', { name: 'later' }, h.clock.now());
    const later = h.lastId();
    await h.advance(1999);
    expect(h.server.trackCalls()).toHaveLength(1);
    await h.advance(1);

    expect(h.server.batches().map((b) => [...b].sort())).toEqual([[first], [first, later]]);
    expect(await h.storage.analytics.count()).toBe(0);
  });

  it('drops a batch the server refuses for good, and says so', async () => {
    const h = analyticsHarness();
    h.server.script('track', 'reject');
    await clicks(h, 2);

    await h.advance(5000);

    expect(await h.storage.analytics.count()).toBe(0);
    expect(h.errors).toHaveLength(1);
  });

  it('sends nothing after stop()', async () => {
    const h = analyticsHarness();
    await clicks(h, 2);

    h.analytics.stop();
    await h.advance(60_000);
    await h.analytics.flush();

    expect(h.server.trackCalls()).toHaveLength(0);
    expect(await h.storage.analytics.count()).toBe(2);
  });
});

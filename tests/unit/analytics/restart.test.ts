import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { openStorage } from '../../../src/db/open-storage';
import type { PortalStorage } from '../../../src/db/storage';
import type { AnalyticsEvent } from '../../../src/api/endpoints/analytics/track-action';
import { freshIdb } from '../db/fake-idb';
import { createManualClock } from '../outbox/manual-clock';
import { createFakeAnalyticsServer } from './fake-analytics-server';
import { analyticsHarness, settle, T0 } from './harness';

const opened: PortalStorage[] = [];
afterEach(() => {
  for (const storage of opened.splice(0)) storage.close();
});

async function openIdb(idb: ReturnType<typeof freshIdb>): Promise<PortalStorage> {
  const storage = await openStorage(() => undefined, idb);
  if (storage.kind !== 'indexeddb') throw new Error('fake-indexeddb did not open');
  opened.push(storage);
  return storage;
}

describe('the analytics queue across a restart', () => {
  it('is sent by the next worker when the last one died before sending (memory)', async () => {
    const storage = createMemoryStorage();
    const server = createFakeAnalyticsServer();
    const first = analyticsHarness({ storage, server });
    await first.analytics.track('button_click', { name: 'Approve' }, T0);
    const id = first.lastId();
    first.analytics.stop(); // the tab closed before the batch delay ran out

    const second = analyticsHarness({ storage, server, clock: first.clock });
    await second.analytics.start();
    await second.advance(5000);

    expect(server.batches()).toEqual([[id]]);
    expect(await storage.analytics.count()).toBe(0);
  });

  it('survives in IndexedDB, backoff included, and is sent by a worker on a new connection', async () => {
    const idb = freshIdb();
    const clock = createManualClock(T0);
    const server = createFakeAnalyticsServer();
    server.script('track', 'offline');

    const before = await openIdb(idb);
    const first = analyticsHarness({
      storage: before,
      server,
      clock,
      tuning: { backoff: { baseMs: 20_000, capMs: 300_000, jitter: 0.2 } },
    });
    await first.analytics.navigate('/home', T0);
    await first.analytics.navigate('/trading/invoice', T0 + 4000);
    await first.analytics.track('form_submit', { form: 'invoice-search' }, T0 + 4500);
    const ids = (await first.queued()).map((r) => r.id);
    clock.advance(5000);
    await vi.waitFor(async () => {
      expect(await before.analytics.due(Number.MAX_SAFE_INTEGER, 10)).toMatchObject([
        { attempts: 1, nextAttemptAt: T0 + 25_000 },
        { attempts: 1, nextAttemptAt: T0 + 25_000 },
      ]);
    });
    first.analytics.stop();
    before.close();

    const after = await openIdb(idb);
    const second = analyticsHarness({ storage: after, server, clock });
    await second.analytics.start();
    clock.advance(19_999);
    await settle(100);
    expect(server.trackCalls()).toHaveLength(1); // still waiting out the first worker's backoff
    clock.advance(1);

    await vi.waitFor(async () => expect(await after.analytics.count()).toBe(0));
    expect(server.batches()[1]?.sort()).toEqual([...ids].sort());
  });

  it("re-opens an earlier worker's session by its key when that worker never learnt the id", async () => {
    const storage = createMemoryStorage();
    const server = createFakeAnalyticsServer();
    server.script('session', 'offline');
    const first = analyticsHarness({ storage, server });
    await first.analytics.navigate('/home', T0);
    await first.analytics.navigate('/dashboard/ar', T0 + 4000);
    first.analytics.stop();

    const second = analyticsHarness({ storage, server, clock: first.clock });
    await second.analytics.start();
    await second.advance(5000);

    const keys = server
      .sessionCalls()
      .map((c) => (c.body.objects as { session_key: string }).session_key);
    expect(keys).toEqual([`${first.sessionKeyPrefix}-0001`, `${first.sessionKeyPrefix}-0001`]);
    const [visit] = server.trackCalls()[0]?.body.objects as AnalyticsEvent[];
    expect(visit).toMatchObject({ page_url: '/home', session_id: 'S-1' });
  });
});

import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../src/api/endpoints/analytics/track-action';
import { BEACON_MAX_BYTES, type AnalyticsBeacon } from '../../../src/shared/analytics/beacon-types';
import { utf8ByteLength } from '../../../src/shared/analytics/utf8-length';
import { buildFinalBeacon } from '../../../src/ui/analytics/final-beacon';
import { installBeacon } from '../../../src/ui/analytics/install-beacon';
import type { AnalyticsTuning } from '../../../src/worker/analytics/create-analytics';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { analyticsHarness, BEACON_URL, must, settle, T0 } from './harness';

const parse = (body: string) => (JSON.parse(body) as { objects: AnalyticsEvent[] }).objects;
const nothingSent = { sent: new Set<string>(), endedVisitId: null };

/** A page's window and document, driven by hand. */
function fakePage(clock: { now(): number }) {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as 'visible' | 'hidden',
  });
  const beacons: Array<{ url: string; body: string }> = [];
  let accept = true;
  return {
    environment: {
      window,
      document,
      now: clock.now,
      sendBeacon: (url: string, body: string) => {
        if (accept) beacons.push({ url, body });
        return accept;
      },
    },
    beacons,
    refuseBeacons() {
      accept = false;
    },
    hide() {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide() {
      window.dispatchEvent(new Event('pagehide'));
    },
  };
}

describe("the worker's beacon", () => {
  it('offers the pending events and the open stay, with the stay id it will queue under', async () => {
    const h = analyticsHarness();
    await h.analytics.navigate('/home', T0);
    await h.analytics.track('button_click', { name: 'Search' }, T0 + 100);

    const beacon = h.lastBeacon();
    expect(beacon).toMatchObject({
      url: BEACON_URL,
      ids: [h.lastId()],
      currentVisit: { page_url: '/home', time: T0, action_type: 'page_visit' },
    });
    expect(parse(`{"objects":[${must(beacon).events.join(',')}]}`)[0]).toMatchObject({
      action_type: 'button_click',
      event_id: h.lastId(),
    });

    const visitId = must(beacon?.currentVisit).event_id;
    await h.analytics.navigate('/dashboard/ar', T0 + 5000);
    const queued = (await h.queued()).map((r) => r.id);
    expect(queued).toContain(visitId);
    expect(h.lastBeacon()?.ids).toContain(visitId);
    expect(h.lastBeacon()?.currentVisit?.event_id).not.toBe(visitId);
  });

  it('offers an event while IndexedDB still writes it, and takes it back if the write fails', async () => {
    const storage = createMemoryStorage();
    let failWrite: (error: Error) => void = () => undefined;
    const analytics: typeof storage.analytics = Object.assign(Object.create(storage.analytics), {
      enqueue: () =>
        new Promise<void>((_resolve, reject) => {
          failWrite = reject;
        }),
    });
    const h = analyticsHarness({ storage: { ...storage, analytics } });
    const tracked = h.analytics.track('button_click', { name: 'Search' }, T0 + 100);
    await settle();
    // A page that goes away during the write still beacons the click.
    expect(h.lastBeacon()?.ids).toEqual([h.lastId()]);

    failWrite(new Error('QuotaExceededError'));
    await tracked;
    expect(h.lastBeacon()?.ids).toEqual([]);
    expect(h.errors).toHaveLength(1);
  });

  it('fills in the session id once it is known', async () => {
    const h = analyticsHarness();
    h.server.script('session', 'offline');
    await h.analytics.navigate('/home', T0);
    await h.analytics.track('button_click', { name: 'a' }, T0 + 1);
    await settle();
    expect(
      parse(`{"objects":[${must(h.lastBeacon()).events.join(',')}]}`)[0]?.session_id,
    ).toBeNull();

    await h.analytics.flush(); // opens the session before sending
    await h.analytics.track('button_click', { name: 'b' }, T0 + 2);

    expect(h.lastBeacon()?.currentVisit?.session_id).toBe('S-1');
  });

  it('stays under 60 KiB with the stay finished, keeping the newest events', async () => {
    const h = analyticsHarness();
    h.server.script('track', 'offline', 'offline', 'offline');
    await h.analytics.navigate('/trading/invoice', T0);
    for (let i = 0; i < 400; i += 1) {
      // Multi-byte text: the limit is in UTF-8 bytes, not characters.
      await h.analytics.track(
        'table_cell_click',
        { column: `金额-${i}-${'x'.repeat(200)}` },
        T0 + i,
      );
    }
    const newest = h.lastId();

    const beacon = must(h.lastBeacon());
    expect(beacon.ids.length).toBeGreaterThan(50);
    expect(beacon.ids.length).toBeLessThan(400);
    expect(beacon.ids.at(-1)).toBe(newest);

    const final = must(buildFinalBeacon(beacon, T0 + 3_600_000, nothingSent));
    expect(utf8ByteLength(final.body)).toBeLessThan(BEACON_MAX_BYTES);
    const objects = parse(final.body);
    expect(objects).toHaveLength(beacon.ids.length + 1);
    expect(objects.at(-1)).toMatchObject({
      event_id: beacon.currentVisit?.event_id,
      action_type: 'page_visit',
      action_details: JSON.stringify({ time: T0, leaveTime: T0 + 3_600_000, duration: 3_600_000 }),
    });
  });

  it('leaves out a stay of 3000 ms or less', async () => {
    const h = analyticsHarness();
    await h.analytics.navigate('/home', T0);

    const beacon = must(h.lastBeacon());
    expect(buildFinalBeacon(beacon, T0 + 3000, nothingSent)).toBeNull();
    expect(parse(must(buildFinalBeacon(beacon, T0 + 3001, nothingSent)).body)).toHaveLength(1);
  });
});

describe('final beacon body', () => {
  it('drops the oldest events when the total would reach the limit', () => {
    const event = (id: string) =>
      JSON.stringify({ event_id: id, action_details: 'y'.repeat(25_000) });
    const beacon: AnalyticsBeacon = {
      url: BEACON_URL,
      events: ['a', 'b', 'c', 'd'].map(event),
      ids: ['a', 'b', 'c', 'd'],
      currentVisit: null,
    };

    const final = must(buildFinalBeacon(beacon, T0, nothingSent));

    expect(final.ids).toEqual(['c', 'd']);
    expect(utf8ByteLength(final.body)).toBeLessThan(BEACON_MAX_BYTES);
  });
});

describe('installBeacon on the main thread', () => {
  async function wired(tuning: Partial<AnalyticsTuning> = {}) {
    const h = analyticsHarness({ tuning });
    const page = fakePage(h.clock);
    const calls: string[] = [];
    installBeacon({
      getBeacon: h.lastBeacon,
      onHidden: (at) => {
        calls.push(`hidden ${at - T0}`);
        void h.analytics.pageHidden(at);
      },
      onShown: (at) => {
        calls.push(`shown ${at - T0}`);
        void h.analytics.pageShown(at);
      },
      onSent: (ids) => {
        calls.push(`sent ${ids.length}`);
        void h.analytics.beaconSent(ids);
      },
      environment: page.environment,
    });
    await h.analytics.navigate('/home', T0);
    await h.analytics.track('button_click', { name: 'Export' }, T0 + 100);
    return { h, page, calls };
  }

  it('beacons the pending events and the stay when the page is hidden, then tells the worker', async () => {
    const { h, page, calls } = await wired();
    const visitId = h.lastBeacon()?.currentVisit?.event_id;

    h.clock.advance(10_000);
    page.hide();

    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]?.url).toBe(BEACON_URL);
    const objects = parse(must(page.beacons[0]).body);
    expect(objects.map((o) => o.action_type)).toEqual(['button_click', 'page_visit']);
    expect(objects[1]).toMatchObject({ event_id: visitId });
    expect(JSON.parse(must(objects[1]).action_details)).toEqual({
      time: T0,
      leaveTime: T0 + 10_000,
      duration: 10_000,
    });
    // The stay is queued before the beacon is confirmed.
    expect(calls).toEqual(['hidden 10000', 'sent 2']);
  });

  it('does not send the same things again on the pagehide that follows', async () => {
    const { h, page } = await wired();
    h.clock.advance(10_000);

    page.hide();
    page.pagehide(); // before the worker's next beacon arrived
    await settle();
    page.pagehide(); // after

    expect(page.beacons).toHaveLength(1);
  });

  it('counts a stay once and loses nothing: the server drops the repeat, the queue empties after the confirming send', async () => {
    // The click is still waiting for its batch when the page is hidden.
    const { h, page } = await wired({ batchDelayMs: 30_000 });
    h.clock.advance(10_000);

    page.hide();
    h.server.receiveBeacon(must(page.beacons[0]).body);
    await settle();
    expect(h.server.stored.size).toBe(2);
    expect(await h.storage.analytics.count()).toBe(2); // kept until a normal send is answered

    await h.advance(5000);
    expect(h.server.trackCalls()).toHaveLength(0); // held back while the beacon is fresh
    await h.advance(55_000);

    expect(h.server.trackCalls()).toHaveLength(1);
    expect(h.server.stored.size).toBe(2);
    const visits = [...h.server.stored.values()].filter((e) => e.action_type === 'page_visit');
    expect(visits).toHaveLength(1);
    expect(await h.storage.analytics.count()).toBe(0);
  });

  it('starts a new stay when shown again and beacons it on the next hide', async () => {
    const { h, page, calls } = await wired();
    h.clock.advance(10_000);
    page.hide();
    await settle();

    h.clock.advance(50_000);
    page.show();
    await settle();
    h.clock.advance(20_000);
    page.pagehide();

    expect(calls).toEqual(['hidden 10000', 'sent 2', 'shown 60000', 'hidden 80000', 'sent 1']);
    const [visit] = parse(must(page.beacons[1]).body);
    expect(visit).toMatchObject({ action_type: 'page_visit', page_url: '/home' });
    expect(JSON.parse(must(visit).action_details)).toMatchObject({ duration: 20_000 });
  });

  it('keeps the events queued when the browser refuses the beacon', async () => {
    const { h, page, calls } = await wired();
    page.refuseBeacons();
    h.clock.advance(10_000);

    page.hide();
    await h.advance(5000);

    expect(calls).toEqual(['hidden 10000']);
    expect(h.server.stored.size).toBe(2); // the worker sent them itself
  });
});

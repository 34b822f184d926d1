import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../src/worker/analytics/analytics-event';
import { analyticsHarness, details, must, T0 } from './harness';

async function visits(h: ReturnType<typeof analyticsHarness>) {
  return (await h.queued())
    .map((r) => r.event as StoredEvent)
    .filter((e) => e.action_type === 'page_visit');
}

describe('page visits', () => {
  it("are queued when the next navigation ends the previous page's stay", async () => {
    const h = analyticsHarness();

    await h.analytics.navigate('/home', T0);
    await h.analytics.navigate('/trading/invoice?page=2', T0 + 4000);

    const [visit] = await visits(h);
    expect(visit).toMatchObject({ page_url: '/home', action_type: 'page_visit' });
    expect(details(must(visit))).toEqual({ time: T0, leaveTime: T0 + 4000, duration: 4000 });
  });

  it.each([
    [2000, false],
    [2999, false],
    [3000, false],
    [3001, true],
  ])('a stay of %i ms is sent: %s', async (duration, sent) => {
    const h = analyticsHarness();

    await h.analytics.navigate('/home', T0);
    await h.analytics.navigate('/dashboard/ar', T0 + duration);

    expect(await visits(h)).toHaveLength(sent ? 1 : 0);
  });

  it('ends the stay when the page is hidden, and starts a new one under a new id when shown', async () => {
    const h = analyticsHarness();

    await h.analytics.navigate('/home', T0);
    const first = h.analytics.beacon().currentVisit;
    await h.analytics.pageHidden(T0 + 10_000);
    expect(h.analytics.beacon().currentVisit).toBeNull();
    await h.analytics.pageShown(T0 + 60_000);
    const second = h.analytics.beacon().currentVisit;
    await h.analytics.navigate('/trading/invoice', T0 + 65_000);

    const queued = await visits(h);
    expect(queued.map((v) => v.event_id)).toEqual([first?.event_id, second?.event_id]);
    expect(second?.event_id).not.toBe(first?.event_id);
    // The hidden minute is in neither stay.
    expect(queued.map((v) => details(v).duration)).toEqual([10_000, 5000]);
    expect(queued.map((v) => v.page_url)).toEqual(['/home', '/home']);
  });

  it('does not count time spent hidden when the page navigates while hidden', async () => {
    const h = analyticsHarness();

    await h.analytics.navigate('/home', T0);
    await h.analytics.pageHidden(T0 + 1000);
    await h.analytics.navigate('/trading/invoice', T0 + 50_000);
    await h.analytics.pageShown(T0 + 90_000);
    await h.analytics.navigate('/home', T0 + 95_000);

    const queued = await visits(h);
    expect(queued.map((v) => [v.page_url, details(v).duration])).toEqual([
      ['/trading/invoice', 5000],
    ]);
  });

  it('keeps the event id of the open stay stable until the stay ends', async () => {
    const h = analyticsHarness();

    await h.analytics.navigate('/home', T0);
    const open = h.analytics.beacon().currentVisit;
    await h.analytics.track('button_click', { name: 'Search' }, T0 + 1000);
    expect(h.analytics.beacon().currentVisit?.event_id).toBe(open?.event_id);
    await h.analytics.navigate('/dashboard/ar', T0 + 8000);

    const [visit] = await visits(h);
    expect(visit?.event_id).toBe(open?.event_id);
    expect(open).toMatchObject({ page_url: '/home', time: T0, action_type: 'page_visit' });
  });
});

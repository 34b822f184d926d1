import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../src/api/endpoints/analytics/track-action';
import { alice, analyticsHarness, settle, T0 } from './harness';

describe('the analytics session', () => {
  it('is started by the first navigation, once', async () => {
    const h = analyticsHarness();
    h.analytics.setScreenSize('1920x1080');

    await h.analytics.navigate('/home', T0);
    await h.analytics.navigate('/trading/invoice', T0 + 5000);
    await h.analytics.navigate('/home', T0 + 10_000);
    await settle();

    expect(h.server.sessionCalls()).toHaveLength(1);
    const [call] = h.server.sessionCalls();
    expect(call?.body.objects).toEqual({
      email: alice.email,
      anonymous: null,
      device_info: JSON.stringify({
        user_agent: 'TestAgent/1.0',
        screen_size: '1920x1080',
        language: 'en-US',
      }),
      ip_address: null,
      country_code: null,
      project_name: 'scf-client-portal',
      session_key: `${h.sessionKeyPrefix}-0001`,
    });
    expect(call?.options?.silent).toBe(true);
  });

  it('is opened under the anonymous id when nobody is signed in', async () => {
    const h = analyticsHarness({ identity: null });

    await h.analytics.navigate('/login', T0);
    await settle();

    expect(h.server.sessionCalls()[0]?.body.objects).toMatchObject({
      email: null,
      anonymous: 'anon-1',
    });
  });

  it('gives its id to the events of the session', async () => {
    const h = analyticsHarness();

    await h.analytics.navigate('/home', T0);
    await settle();
    await h.analytics.navigate('/trading/invoice', T0 + 4000);
    await h.advance(5000);

    const [event] = h.server.trackCalls()[0]?.body.objects as AnalyticsEvent[];
    expect(event).toMatchObject({
      session_id: 'S-1',
      email: alice.email,
      anonymous: null,
      company_id: 'C-1',
      company_name: 'Supplier One',
    });
  });

  it('when it cannot start offline, queues events anyway and opens it (same key) before sending them', async () => {
    const h = analyticsHarness();
    h.server.script('session', 'offline');

    await h.analytics.navigate('/home', T0);
    await settle();
    await h.analytics.navigate('/trading/invoice', T0 + 4000);
    const [queued] = await h.queued();
    expect(queued?.event).toMatchObject({ session_id: null });

    await h.advance(5000);

    const keys = h.server
      .sessionCalls()
      .map((c) => (c.body.objects as { session_key: string }).session_key);
    expect(keys).toEqual([`${h.sessionKeyPrefix}-0001`, `${h.sessionKeyPrefix}-0001`]);
    const [event] = h.server.trackCalls()[0]?.body.objects as AnalyticsEvent[];
    expect(event?.session_id).toBe('S-1');
    expect(await h.queued()).toEqual([]);
  });

  it('keeps events queued, with backoff, while the session still cannot be opened', async () => {
    const h = analyticsHarness();
    h.server.script('session', 'offline', 'offline');

    await h.analytics.navigate('/home', T0);
    await h.analytics.navigate('/trading/invoice', T0 + 4000);
    await h.advance(5000);

    expect(h.server.trackCalls()).toHaveLength(0);
    const [queued] = await h.queued();
    expect(queued).toMatchObject({ attempts: 1, nextAttemptAt: h.clock.now() + 2000 });

    await h.advance(2000);
    expect(h.server.trackCalls()).toHaveLength(1);
    expect(await h.queued()).toEqual([]);
  });

  it('when refused for good, sends the events without a session rather than never', async () => {
    const h = analyticsHarness();
    h.server.script('session', 'reject');

    await h.analytics.navigate('/home', T0);
    await h.analytics.navigate('/trading/invoice', T0 + 4000);
    await h.advance(5000);

    expect(h.server.sessionCalls()).toHaveLength(1);
    const [event] = h.server.trackCalls()[0]?.body.objects as AnalyticsEvent[];
    expect(event?.session_id).toBeNull();
  });
});

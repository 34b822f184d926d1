import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalyticsSession } from '../../src/api/endpoints/analytics/start-session';
import {
  trackAnalyticsActions,
  type AnalyticsEvent,
} from '../../src/api/endpoints/analytics/track-action';
import { call } from './helpers/api';
import { movableClock, startOwnServer } from './helpers/own-server';

function event(overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    event_id: crypto.randomUUID(),
    email: null,
    anonymous: 'anon-limits',
    company_id: null,
    company_name: null,
    session_id: null,
    page_url: '/home',
    action_type: 'button_click',
    action_details: JSON.stringify({ time: 1 }),
    ...overrides,
  };
}

const session = (overrides: Record<string, unknown> = {}) => ({
  objects: {
    email: null,
    anonymous: 'anon-limits',
    device_info: '{}',
    ip_address: null,
    country_code: null,
    project_name: 'scf-client-portal',
    session_key: '',
    ...overrides,
  },
});

// The shared server: size caps only (its rate limit is far above what the suite sends).
describe('analytics size caps', () => {
  it('refuses a batch of more than 100 events, naming objects', async () => {
    const reply = await call(trackAnalyticsActions, {
      body: { objects: Array.from({ length: 101 }, () => event()) },
    });
    expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    expect(reply.body.message).toContain('objects: at most 100 items');
  });

  it('takes a batch of 100', async () => {
    const reply = await call(trackAnalyticsActions, {
      body: { objects: Array.from({ length: 100 }, () => event()) },
    });
    expect(reply.body.code).toBe(200);
  });

  it('refuses a free-text field over 256 characters, naming it', async () => {
    const reply = await call(trackAnalyticsActions, {
      body: { objects: [event(), event({ company_name: 'x'.repeat(257) })] },
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('objects.1.company_name: at most 256 characters');

    const opened = await call(startAnalyticsSession, {
      body: session({ anonymous: 'y'.repeat(257) }),
    });
    expect(opened.body.code).toBe(400);
    expect(opened.body.message).toContain('objects.anonymous: at most 256 characters');
  });

  it('refuses a body over 1 MB before reading it', async () => {
    const reply = await call(trackAnalyticsActions, {
      rawBody: JSON.stringify({ objects: [event()], padding: 'z'.repeat(1100 * 1024) }),
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('larger than 1024 KB');
  });
});

describe('analytics rate per client address (a server of its own)', () => {
  const clock = movableClock();
  let url = '';
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const own = await startOwnServer('analytics', {
      now: clock.now,
      analytics: { rate: { burst: 3, perSecond: 0.5 } },
    });
    url = own.server.url;
    stop = own.stop;
  }, 60_000);
  afterAll(() => stop());

  it('refuses calls over the rate with code 429 and a retry-after, then lets them in again', async () => {
    const track = () => call(trackAnalyticsActions, { baseUrl: url, body: { objects: [event()] } });
    // Both endpoints draw on the same bucket.
    expect((await call(startAnalyticsSession, { baseUrl: url, body: session() })).body.code).toBe(
      200,
    );
    expect((await track()).body.code).toBe(200);
    expect((await track()).body.code).toBe(200);
    const refused = await track();
    expect(refused.body).toMatchObject({
      code: 429,
      messageKey: 'common.error.too_many_requests',
      data: { retryAfter: 2 },
    });
    expect(refused.headers.get('retry-after')).toBe('2');
    clock.advance(2_000);
    expect((await track()).body.code).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { resolvePath } from '../../src/api/contract/endpoint';
import { listAnalyticsEvents } from '../../src/api/endpoints/analytics/list-events';
import { startAnalyticsSession } from '../../src/api/endpoints/analytics/start-session';
import {
  trackAnalyticsActions,
  type AnalyticsEvent,
} from '../../src/api/endpoints/analytics/track-action';
import { call, PRODUCT, serverUrl, signIn } from './helpers/api';

function sessionBody(sessionKey: string, email: string | null = 'chen.li@example.com') {
  return {
    objects: {
      email,
      anonymous: email ? null : `anon-${crypto.randomUUID()}`,
      device_info: JSON.stringify({ user_agent: 'test', screen_size: '1920x1080', language: 'en' }),
      ip_address: null,
      country_code: 'CN',
      project_name: 'scf-portal',
      session_key: sessionKey,
    },
  };
}

async function startSession(sessionKey: string, email?: string | null): Promise<string> {
  const reply = await call(startAnalyticsSession, { body: sessionBody(sessionKey, email) });
  expect(reply.body.code, reply.body.message).toBe(200);
  const id = startAnalyticsSession.data.parse(reply.body.data).insert_user_analysis_sessions
    .returning[0]?.id;
  if (!id) throw new Error('start-session answered no id');
  return id;
}

function event(sessionId: string, pageUrl: string): AnalyticsEvent {
  return {
    event_id: crypto.randomUUID(),
    email: null,
    anonymous: 'anon-1',
    company_id: 'C001',
    company_name: 'Evergreen Components',
    session_id: sessionId,
    page_url: pageUrl,
    action_type: 'page_visit',
    action_details: JSON.stringify({ time: 1, leaveTime: 5000, duration: 4999 }),
  };
}

async function track(events: AnalyticsEvent[]) {
  const reply = await call(trackAnalyticsActions, { body: { objects: events } });
  expect(reply.body.code, reply.body.message).toBe(200);
  return trackAnalyticsActions.data.parse(reply.body.data).insert_user_analysis_events;
}

async function storedEvents(sessionId: string) {
  const token = await signIn('supplier');
  const reply = await call(listAnalyticsEvents, { token, query: { session_id: sessionId } });
  expect(reply.body.code, reply.body.message).toBe(200);
  return listAnalyticsEvents.data.parse(reply.body.data).user_analysis_events;
}

describe('analytics start-session', () => {
  it('needs no token and answers the same id for the same session_key', async () => {
    const key = crypto.randomUUID();
    const first = await startSession(key);
    expect(first).not.toBe('');
    // A repeat (retry, or a beacon racing the fetch) keeps the first session.
    expect(await startSession(key, null)).toBe(first);
    expect(await startSession(crypto.randomUUID())).not.toBe(first);
  });

  it('makes a new session every time when the key is empty', async () => {
    expect(await startSession('')).not.toBe(await startSession(''));
  });
});

describe('analytics track-action', () => {
  it('stores each event_id once; repeats are left out of returning and affected_rows', async () => {
    const sessionId = await startSession(crypto.randomUUID());
    const [a, b, c] = ['/home', '/org/company/detail', '/contract/info'].map((url) =>
      event(sessionId, url),
    ) as [AnalyticsEvent, AnalyticsEvent, AnalyticsEvent];

    const first = await track([a, b]);
    expect(first.affected_rows).toBe(2);
    expect(first.returning.map((r) => r.event_id)).toEqual([a.event_id, b.event_id]);

    const again = await track([b, c, c]);
    expect(again.affected_rows).toBe(1);
    expect(again.returning.map((r) => r.event_id)).toEqual([c.event_id]);

    const none = await track([a]);
    expect(none).toEqual({ returning: [], affected_rows: 0 });

    const stored = await storedEvents(sessionId);
    expect(stored.map((e) => e.event_id)).toEqual([a.event_id, b.event_id, c.event_id]);
    expect(stored.map((e) => e.id)).toEqual(
      [...first.returning, ...again.returning].map((r) => r.id),
    );
    expect(stored[0]).toMatchObject({ ...a, received_at: expect.any(String) });
  });

  it('accepts a navigator.sendBeacon body: text/plain, no token, no portal headers', async () => {
    const sessionId = await startSession(crypto.randomUUID());
    const beaconed = event(sessionId, '/notice/news');
    const url = new URL(resolvePath(trackAnalyticsActions.path, PRODUCT, undefined), serverUrl());
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ objects: [beaconed] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body.code).toBe(200);
    expect(
      trackAnalyticsActions.data.parse(body.data).insert_user_analysis_events.affected_rows,
    ).toBe(1);
    expect((await storedEvents(sessionId)).map((e) => e.event_id)).toEqual([beaconed.event_id]);
  });

  it('refuses an unknown action type as a bad request naming the field', async () => {
    const bad = { ...event('s', '/home'), action_type: 'scroll' };
    const reply = await call(trackAnalyticsActions, { body: { objects: [bad] } });
    expect(reply.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'objects.0.action_type' }] },
    });
  });

  it('lists events only for a signed-in caller', async () => {
    const reply = await call(listAnalyticsEvents, { query: { session_id: 'any' } });
    expect(reply.body).toMatchObject({ code: 401, messageKey: 'common.error.session_expired' });
  });
});

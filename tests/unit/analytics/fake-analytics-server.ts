import type { CallOptions, HttpClient } from '../../../src/api/http/client';
import type { EndpointDef } from '../../../src/api/contract/endpoint';
import type { AnalyticsEvent } from '../../../src/api/endpoints/analytics/track-action';
import { ApiError } from '../../../src/shared/errors/api-error';

type Body = Record<string, unknown>;
type Behaviour = 'ok' | 'offline' | 'reject';

export interface RecordedCall {
  endpoint: string;
  body: Body;
  options: CallOptions | undefined;
}

/**
 * A fake HttpClient in front of a fake analytics server that behaves like the documented one:
 * sessions are idempotent by session_key, events by event_id (the first copy wins).
 */
export function createFakeAnalyticsServer() {
  const calls: RecordedCall[] = [];
  const sessions = new Map<string, { id: string; body: Body }>();
  const stored = new Map<string, AnalyticsEvent>();
  const behaviour: Record<'session' | 'track', Behaviour[]> = { session: [], track: [] };

  const fail = (kind: Behaviour): never => {
    if (kind === 'offline') {
      throw new ApiError({ kind: 'network', code: 0, message: 'Failed to fetch' });
    }
    throw new ApiError({
      kind: 'business',
      code: 400,
      message: 'Invalid request',
      messageKey: 'common.error.bad_request',
    });
  };

  function openSession(body: Body) {
    const objects = body.objects as Body & { session_key: string };
    let session = sessions.get(objects.session_key);
    if (!session) {
      session = { id: `S-${sessions.size + 1}`, body: objects };
      sessions.set(objects.session_key, session);
    }
    return { insert_user_analysis_sessions: { returning: [{ id: session.id }] } };
  }

  /** Stores each event id once; answers with the new ones only, as documented. */
  function storeEvents(events: readonly AnalyticsEvent[]) {
    const returning: Array<{ id: string; event_id: string }> = [];
    for (const e of events) {
      if (stored.has(e.event_id)) continue;
      stored.set(e.event_id, e);
      returning.push({ id: `E-${stored.size}`, event_id: e.event_id });
    }
    return { insert_user_analysis_events: { returning, affected_rows: returning.length } };
  }

  const http: HttpClient = {
    call: (async (endpoint: EndpointDef, input: { body: Body }, options?: CallOptions) => {
      calls.push({ endpoint: endpoint.id, body: structuredClone(input.body), options });
      if (options?.signal?.aborted) {
        throw new ApiError({ kind: 'cancelled', code: 0, message: 'cancelled' });
      }
      if (endpoint.id === 'analytics.startSession') {
        const next = behaviour.session.shift() ?? 'ok';
        return next === 'ok' ? openSession(input.body) : fail(next);
      }
      if (endpoint.id === 'analytics.trackAction') {
        const next = behaviour.track.shift() ?? 'ok';
        return next === 'ok' ? storeEvents(input.body.objects as AnalyticsEvent[]) : fail(next);
      }
      throw new Error(`unexpected endpoint ${endpoint.id}`);
    }) as HttpClient['call'],
    download: () => Promise.reject(new Error('not used')),
    upload: () => Promise.reject(new Error('not used')),
  };

  return {
    http,
    calls,
    sessions,
    stored,
    /** The next calls to this endpoint answer so, in order; then 'ok' again. */
    script(endpoint: 'session' | 'track', ...next: Behaviour[]) {
      behaviour[endpoint].push(...next);
    },
    sessionCalls: () => calls.filter((c) => c.endpoint === 'analytics.startSession'),
    trackCalls: () => calls.filter((c) => c.endpoint === 'analytics.trackAction'),
    /** Event ids of each track-action call. */
    batches: () =>
      calls
        .filter((c) => c.endpoint === 'analytics.trackAction')
        .map((c) => (c.body.objects as AnalyticsEvent[]).map((e) => e.event_id)),
    /** A beacon body arriving: parsed as the server does (JSON whatever the content type). */
    receiveBeacon(body: string) {
      storeEvents((JSON.parse(body) as { objects: AnalyticsEvent[] }).objects);
    },
  };
}

export type FakeAnalyticsServer = ReturnType<typeof createFakeAnalyticsServer>;

import { trackAnalyticsActions } from '../../api/endpoints/analytics/track-action';
import type { HttpClient } from '../../api/http/client';
import type { AnalyticsRecord } from '../../db/records';
import type { AnalyticsQueue } from '../../db/storage';
import { backoffDelay, type BackoffOptions } from '../outbox/backoff';
import { classifyFailure } from '../outbox/classify-failure';
import { storedEventSchema, toWire, type StoredEvent } from './analytics-event';
import type { SessionResolver } from './session-resolver';

export interface SendBatchDeps {
  queue: AnalyticsQueue;
  http: HttpClient;
  sessions: SessionResolver;
  now: () => number;
  backoff: BackoffOptions;
  random: () => number;
  onError: (error: unknown) => void;
}

export type BatchResult =
  /** The server answered: the events are gone from the queue (repeats it dropped included). */
  | { outcome: 'sent'; removed: string[] }
  /** The server refused for good: kept events would be refused forever, so they are dropped. */
  | { outcome: 'dropped'; removed: string[] }
  /** No answer: kept, with the backoff persisted so a later worker honours it too. */
  | { outcome: 'retry'; removed: string[]; deferred: string[]; nextAttemptAt: number }
  /** Stopped meanwhile: left as they were. */
  | { outcome: 'cancelled'; removed: string[] };

/**
 * Sends one batch of queued events in one track-action call. Sessions still unknown are opened
 * first, since an event sent without its session id could never get it later (the server drops
 * the repeat that would carry it).
 */
export async function sendBatch(
  deps: SendBatchDeps,
  batch: readonly AnalyticsRecord[],
  signal: AbortSignal,
): Promise<BatchResult> {
  const events: StoredEvent[] = [];
  const unreadable: string[] = [];
  for (const record of batch) {
    const parsed = storedEventSchema.safeParse(record.event);
    if (parsed.success) events.push(parsed.data);
    else unreadable.push(record.id);
  }
  if (unreadable.length > 0) {
    // Written by an older build under another shape: it can never be sent.
    await deps.queue.remove(unreadable);
    deps.onError(new Error(`dropped ${unreadable.length} unreadable analytics event(s)`));
  }
  if (events.length === 0) return { outcome: 'dropped', removed: unreadable };
  const ids = events.map((e) => e.event_id);

  try {
    await openSessions(deps.sessions, events, signal);
    await deps.http.call(
      trackAnalyticsActions,
      { body: { objects: events.map((e) => toWire(e, deps.sessions.known(e.session_key ?? ''))) } },
      { silent: true, signal },
    );
  } catch (error) {
    const kind = signal.aborted ? 'cancelled' : classifyFailure(error);
    if (kind === 'cancelled') return { outcome: 'cancelled', removed: unreadable };
    if (kind === 'permanent') {
      await deps.queue.remove(ids);
      deps.onError(error);
      return { outcome: 'dropped', removed: [...unreadable, ...ids] };
    }
    // 'transient', and 'session' which a public endpoint should never meet: try again later.
    const attempts = Math.max(...batch.map((r) => r.attempts)) + 1;
    const nextAttemptAt = deps.now() + backoffDelay(attempts, deps.backoff, deps.random);
    await deps.queue.defer(ids, nextAttemptAt);
    return { outcome: 'retry', removed: unreadable, deferred: ids, nextAttemptAt };
  }
  await deps.queue.remove(ids);
  return { outcome: 'sent', removed: [...unreadable, ...ids] };
}

async function openSessions(
  sessions: SessionResolver,
  events: readonly StoredEvent[],
  signal: AbortSignal,
): Promise<void> {
  const waiting = new Map<string, StoredEvent>();
  for (const e of events) {
    const key = e.session_key;
    if (e.session_id === null && key && sessions.known(key) === undefined && !waiting.has(key)) {
      // A session of an earlier worker is re-opened under its key by whoever its events name.
      waiting.set(key, e);
    }
  }
  for (const [key, e] of waiting) {
    await sessions.resolve(key, { email: e.email, anonymous: e.anonymous }, signal);
  }
}

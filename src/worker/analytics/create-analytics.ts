import { v7 as uuidv7 } from 'uuid';
import {
  analyticsActionTypes,
  type AnalyticsActionType,
} from '../../api/endpoints/analytics/track-action';
import type { HttpClient } from '../../api/http/client';
import type { AnalyticsQueue } from '../../db/storage';
import type {
  AnalyticsBeacon,
  BeaconEvent,
  CurrentVisit,
} from '../../shared/analytics/beacon-types';
import type { BackoffOptions } from '../outbox/backoff';
import {
  actionDetails,
  buildEvent,
  clipPageUrl,
  ownerFields,
  storedEventSchema,
  type AnalyticsDetails,
  type AnalyticsIdentity,
  type EventOwner,
  type StoredEvent,
} from './analytics-event';
import { createBeaconMirror } from './beacon-mirror';
import { deviceInfoJson, type DeviceInfo } from './device-info';
import { sendBatch } from './send-batch';
import { createSessionResolver } from './session-resolver';
import { createVisitTracker } from './visit-tracker';

/** Everything but page_visit, which only navigation and hiding produce. */
export type TrackedActionType = Exclude<AnalyticsActionType, 'page_visit'>;

export interface AnalyticsDeps {
  queue: AnalyticsQueue;
  http: HttpClient;
  /** Absolute track-action URL, handed to the main thread for sendBeacon. */
  beaconUrl: string;
  getIdentity(): AnalyticsIdentity | null;
  /** Persisted by the caller (settings), so one browser profile stays one anonymous visitor. */
  anonymousId(): Promise<string>;
  /** What the worker knows; the screen size comes from the main thread (setScreenSize). */
  device: { user_agent: string; language: string; screen_size?: string };
  projectName: string;
  /** A new beacon body is ready (queue or open visit changed); the UI keeps the latest. */
  onBeaconChange?(beacon: AnalyticsBeacon): void;
  /** A timer-started flush has no caller to reject to; its failures land here. */
  onError?(error: unknown): void;
  now?: () => number;
  /** Returns a cancel function. */
  setTimer?: (callback: () => void, ms: number) => () => void;
  /** Jitter source of the backoff; tests pass `() => 0.5` for exact delays. */
  random?: () => number;
  /** UUIDv7 by default: event ids and session keys. */
  newId?: () => string;
  tuning?: Partial<AnalyticsTuning>;
}

export interface AnalyticsTuning {
  /** Events per track-action call. */
  batchSize: number;
  /** How long after the first queued event a batch goes (more events usually follow). */
  batchDelayMs: number;
  /**
   * How long beaconed events wait before a normal send confirms them: sendBeacon only says the
   * browser took the body, not that the server got it, so they stay queued until an answer.
   */
  beaconConfirmMs: number;
  backoff: BackoffOptions;
  /** Events kept in memory for the beacon body (the queue itself holds any number). */
  mirrorMax: number;
}

export const DEFAULT_ANALYTICS_TUNING: AnalyticsTuning = {
  batchSize: 50,
  batchDelayMs: 5000,
  beaconConfirmMs: 60_000,
  // Longer than the outbox's: analytics can wait, and an offline tab should not keep the radio up.
  backoff: { baseMs: 2000, capMs: 300_000, jitter: 0.2 },
  mirrorMax: 500,
};

export interface Analytics {
  /** Loads what an earlier worker left in the queue and schedules its sending. */
  start(): Promise<void>;
  /** `1920x1080`, from the main thread; used by the session opened at the first navigation. */
  setScreenSize(size: string): void;
  /**
   * The first call opens the usage session; each call ends the previous page's stay at `at`
   * (queued as page_visit when longer than 3000 ms) and starts the next one.
   */
  navigate(url: string, at?: number): Promise<void>;
  /** Queues a user action against the page shown; resolves once it is in the queue. */
  track(type: TrackedActionType, details?: AnalyticsDetails, at?: number): Promise<void>;
  /** The page was hidden at `at`: its stay ends there (the beacon carries the same event). */
  pageHidden(at?: number): Promise<void>;
  /** The page is shown again: a new stay of the same address starts. */
  pageShown(at?: number): Promise<void>;
  /** The main thread beaconed these events; a normal send confirms them later. */
  beaconSent(ids: readonly string[]): Promise<void>;
  /** Sends everything due now, in batches; joins a flush already running. */
  flush(): Promise<void>;
  /** The beacon the UI should hold now (also pushed through onBeaconChange). */
  beacon(): AnalyticsBeacon;
  /** Cancels the timer and the request in flight; later calls do nothing. */
  stop(): void;
}

const tracked: ReadonlySet<string> = new Set(
  analyticsActionTypes.filter((t) => t !== 'page_visit'),
);

const realTimer = (callback: () => void, ms: number) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/**
 * Usage analytics: a queue of its own (never mixed with business commands), sent in batches
 * with client event ids so that a repeat is harmless, and a beacon body kept ready for the
 * main thread. See docs/analytics.md for the decisions.
 */
export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { queue } = deps;
  const tuning = { ...DEFAULT_ANALYTICS_TUNING, ...deps.tuning };
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? realTimer;
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? uuidv7;
  const onError = deps.onError ?? ((error: unknown) => console.error('analytics failed', error));

  const sessionKey = newId();
  let screenSize = deps.device.screen_size ?? 'unknown';
  let anonymousId = '';
  let stopped = false;
  let sessionRequested = false;
  let timer: { at: number; cancel: () => void } | null = null;
  /** After a failed send, new events wait with the rest instead of knocking every 5 s. */
  let blockedUntil = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let inFlight: AbortController | undefined;

  const sessions = createSessionResolver({
    http: deps.http,
    projectName: deps.projectName,
    deviceInfo: () =>
      deviceInfoJson({
        user_agent: deps.device.user_agent,
        screen_size: screenSize,
        language: deps.device.language,
      } satisfies DeviceInfo),
    onResolved: (key, id) => {
      if (key === sessionKey) visits.sessionResolved(id);
      mirror.sessionResolved(key);
      emitBeacon();
    },
  });
  const mirror = createBeaconMirror({
    maxEntries: tuning.mirrorMax,
    sessionIdOf: (key) => (key === undefined ? undefined : sessions.known(key)),
  });

  const owner = (): EventOwner => ({
    identity: deps.getIdentity(),
    anonymousId,
    sessionKey,
    sessionId: sessions.known(sessionKey) ?? null,
  });
  const visits = createVisitTracker((url, at): CurrentVisit => ({
    event_id: newId(),
    ...ownerFields(owner()),
    page_url: clipPageUrl(url),
    action_type: 'page_visit',
    time: at,
  }));

  // --- the beacon offered to the main thread -------------------------------------------------
  let lastBeacon: AnalyticsBeacon = {
    url: deps.beaconUrl,
    events: [],
    ids: [],
    currentVisit: null,
  };
  let lastSignature = '';
  function emitBeacon(): void {
    const currentVisit = visits.current;
    const part = mirror.beaconPart(currentVisit);
    // Event JSON changes when a session id arrives, so the texts are compared, not only ids.
    const signature = JSON.stringify([part.events, currentVisit]);
    if (signature === lastSignature) return;
    lastSignature = signature;
    lastBeacon = { url: deps.beaconUrl, ...part, currentVisit };
    deps.onBeaconChange?.(lastBeacon);
  }

  // --- writes, in call order ----------------------------------------------------------------
  // A hide queues the stay and then confirms the beacon that carried it; run in order, the
  // confirmation always finds the stay in the queue.
  let writes: Promise<void> = Promise.resolve();
  function serial(task: () => Promise<void>): Promise<void> {
    const run = writes.then(task);
    writes = run.catch(() => undefined);
    return run;
  }

  function enqueue(event: StoredEvent): Promise<void> {
    return serial(async () => {
      if (stopped) return;
      const createdAt = now();
      // Offered to the page's beacon before the write: a page that goes away while IndexedDB
      // writes (slow on a loaded machine) still sends the event.
      mirror.add({ id: event.event_id, createdAt, nextAttemptAt: createdAt, event });
      emitBeacon();
      try {
        await queue.enqueue({ id: event.event_id, event, createdAt });
      } catch (error) {
        // A full or closed database loses this event; it must not fail the click that made it.
        mirror.remove([event.event_id]);
        emitBeacon();
        onError(error);
        return;
      }
      if (mirror.dueCount(now()) >= tuning.batchSize && now() >= blockedUntil) kick();
      else wakeAt(Math.max(now() + tuning.batchDelayMs, blockedUntil));
    });
  }

  const visitEvent = (ended: BeaconEvent): StoredEvent => ({
    ...ended,
    action_type: 'page_visit',
    session_key: sessionKey,
  });

  // --- sending ------------------------------------------------------------------------------
  function wakeAt(at: number): void {
    if (stopped || (timer && timer.at <= at)) return;
    timer?.cancel();
    const cancel = setTimer(
      () => {
        timer = null;
        kick();
      },
      Math.max(0, at - now()),
    );
    timer = { at, cancel };
  }

  const kick = () => {
    flush().catch(onError);
  };

  async function drain(): Promise<void> {
    await writes;
    timer?.cancel();
    timer = null;
    while (!stopped) {
      const batch = await queue.due(now(), tuning.batchSize);
      if (batch.length === 0) break;
      const controller = new AbortController();
      inFlight = controller;
      const result = await sendBatch(
        { queue, http: deps.http, sessions, now, backoff: tuning.backoff, random, onError },
        batch,
        controller.signal,
      ).finally(() => {
        inFlight = undefined;
      });
      mirror.remove(result.removed);
      if (result.outcome === 'cancelled') return;
      if (result.outcome === 'retry') {
        mirror.defer(result.deferred, result.nextAttemptAt);
        blockedUntil = result.nextAttemptAt;
        emitBeacon();
        break;
      }
      blockedUntil = 0;
      emitBeacon();
    }
    if (stopped) return;
    if ((await queue.count()) > 0) {
      // Events the mirror does not hold (another tab's, or beyond its cap) are looked for again
      // at the longest backoff.
      const next = mirror.nextDueAt(now()) ?? now() + tuning.backoff.capMs;
      wakeAt(Math.max(next, blockedUntil));
    }
  }

  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await start();
        do {
          again = false;
          await drain();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  // --- start --------------------------------------------------------------------------------
  let starting: Promise<void> | null = null;
  function start(): Promise<void> {
    starting ??= (async () => {
      anonymousId = await deps.anonymousId().catch((error: unknown) => {
        // Counted as a visitor of this worker's life only, rather than not counted.
        onError(error);
        return newId();
      });
      const left = await queue.due(Number.MAX_SAFE_INTEGER, tuning.mirrorMax).catch((error) => {
        // Tracking goes on; the leftovers are sent by the first flush that can read them.
        onError(error);
        return [];
      });
      for (const record of left) {
        const parsed = storedEventSchema.safeParse(record.event);
        if (parsed.success) mirror.add({ ...record, event: parsed.data });
      }
      emitBeacon();
      if (left.length > 0) {
        wakeAt(Math.max(now() + tuning.batchDelayMs, mirror.nextDueAt(now()) ?? 0));
      }
    })();
    return starting;
  }

  return {
    start,
    setScreenSize(size) {
      screenSize = size;
    },
    async navigate(url, at = now()) {
      await start();
      if (stopped) return;
      if (!sessionRequested) {
        sessionRequested = true;
        const { email, anonymous } = ownerFields(owner());
        // Not awaited: the first page must not wait for analytics. A failure is retried before
        // the batch that carries this session's events.
        sessions.resolve(sessionKey, { email, anonymous }).catch(() => undefined);
      }
      const ended = visits.navigate(url, at);
      emitBeacon();
      if (ended) await enqueue(visitEvent(ended));
    },
    async track(type, details = {}, at = now()) {
      if (!tracked.has(type)) throw new TypeError(`not a tracked action type: ${String(type)}`);
      await start();
      if (stopped) return;
      const event = buildEvent(owner(), {
        eventId: newId(),
        pageUrl: visits.url ?? '',
        actionType: type,
        details: actionDetails(at, details),
      });
      await enqueue(event);
    },
    async pageHidden(at = now()) {
      await start();
      if (stopped) return;
      const ended = visits.hide(at);
      emitBeacon();
      if (ended) await enqueue(visitEvent(ended));
    },
    async pageShown(at = now()) {
      await start();
      if (stopped) return;
      if (visits.show(at)) emitBeacon();
    },
    async beaconSent(ids) {
      await start();
      if (stopped || ids.length === 0) return;
      await serial(async () => {
        const until = now() + tuning.beaconConfirmMs;
        await queue.defer(ids, until);
        mirror.defer(ids, until, true);
        emitBeacon();
        wakeAt(until);
      });
    },
    flush,
    beacon: () => lastBeacon,
    stop() {
      stopped = true;
      timer?.cancel();
      timer = null;
      inFlight?.abort();
    },
  };
}

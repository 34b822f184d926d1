import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { PortalStorage } from '../../../src/db/storage';
import type { AnalyticsBeacon } from '../../../src/shared/analytics/beacon-types';
import {
  createAnalytics,
  type AnalyticsDeps,
  type AnalyticsTuning,
} from '../../../src/worker/analytics/create-analytics';
import type { AnalyticsIdentity } from '../../../src/worker/analytics/analytics-event';
import { createManualClock, type ManualClock } from '../outbox/manual-clock';
import { createFakeAnalyticsServer, type FakeAnalyticsServer } from './fake-analytics-server';

export const BEACON_URL =
  'https://portal.test/api/buyer-portal/api/rest/user-analysis/track-action';
export const T0 = 1_000_000;

export const alice: AnalyticsIdentity = {
  email: 'alice@supplier.test',
  companyId: 'C-1',
  companyName: 'Supplier One',
};

let instances = 0;

export interface HarnessOptions {
  storage?: PortalStorage;
  server?: FakeAnalyticsServer;
  clock?: ManualClock;
  identity?: AnalyticsIdentity | null;
  tuning?: Partial<AnalyticsTuning>;
  deps?: Partial<AnalyticsDeps>;
}

/** One analytics core over a manual clock, a fake server and (by default) memory storage. */
export function analyticsHarness(options: HarnessOptions = {}) {
  instances += 1;
  const prefix = `w${instances}`;
  let n = 0;
  const clock = options.clock ?? createManualClock(T0);
  const server = options.server ?? createFakeAnalyticsServer();
  const storage = options.storage ?? createMemoryStorage();
  const ids: string[] = [];
  const beacons: AnalyticsBeacon[] = [];
  const errors: unknown[] = [];
  let identity = options.identity === undefined ? alice : options.identity;

  const analytics = createAnalytics({
    queue: storage.analytics,
    http: server.http,
    beaconUrl: BEACON_URL,
    getIdentity: () => identity,
    anonymousId: async () => 'anon-1',
    device: { user_agent: 'TestAgent/1.0', language: 'en-US' },
    projectName: 'scf-client-portal',
    onBeaconChange: (beacon) => beacons.push(beacon),
    onError: (error) => errors.push(error),
    now: clock.now,
    setTimer: clock.setTimer,
    random: () => 0.5, // no jitter: retries after exactly 2 s, 4 s, 8 s …
    newId: () => {
      const id = `${prefix}-${String((n += 1)).padStart(4, '0')}`;
      ids.push(id);
      return id;
    },
    ...(options.tuning ? { tuning: options.tuning } : {}),
    ...options.deps,
  });

  return {
    analytics,
    clock,
    server,
    storage,
    beacons,
    errors,
    sessionKeyPrefix: prefix,
    /** The last id the core made (the event just tracked). */
    lastId: () => ids.at(-1),
    setIdentity(next: AnalyticsIdentity | null) {
      identity = next;
    },
    lastBeacon: (): AnalyticsBeacon | null => beacons.at(-1) ?? null,
    /** Moves the clock on, then lets the flush a timer started run to its end. */
    async advance(ms: number) {
      clock.advance(ms);
      await settle();
    },
    queued: async () => storage.analytics.due(Number.MAX_SAFE_INTEGER, 10_000),
  };
}

/** Lets promise chains and storage callbacks run (fake-indexeddb works in macrotasks). */
export async function settle(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

export const details = (event: { action_details: string }) =>
  JSON.parse(event.action_details) as Record<string, unknown>;

/** The value, or a failed test saying what was missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

import type { AnalyticsBeacon } from '../../shared/analytics/beacon-types';
import { buildFinalBeacon } from './final-beacon';

/** What the beacon needs from the browser; tests pass their own. */
export interface BeaconEnvironment {
  window: EventTarget;
  document: EventTarget & { readonly visibilityState: string };
  sendBeacon(url: string, body: string): boolean;
  now(): number;
}

export interface InstallBeaconOptions {
  /** The latest beacon the worker pushed (the 'analytics-beacon' event); null before the first. */
  getBeacon(): AnalyticsBeacon | null;
  /** The stay ended at `at`; the worker queues the same visit event (same id, same times). */
  onHidden(at: number): void;
  /** Shown again: the worker starts a new stay. */
  onShown(at: number): void;
  /** These ids left with sendBeacon; the worker holds them back until a normal send confirms. */
  onSent(ids: string[]): void;
  environment?: Partial<BeaconEnvironment>;
}

function browserEnvironment(): BeaconEnvironment {
  return {
    window: globalThis,
    document: globalThis.document,
    sendBeacon: (url, body) => globalThis.navigator.sendBeacon(url, body),
    now: () => Date.now(),
  };
}

/**
 * Sends what analytics has pending with `navigator.sendBeacon` when the page is hidden or left:
 * the worker has no sendBeacon and dies with the page. `visibilitychange` to hidden is the last
 * event mobile browsers reliably fire; `pagehide` covers the rest. When both fire, the second
 * sends only what the first did not. The body is sent as text (a CORS-safelisted type, so no
 * preflight that could not finish); the server reads JSON whatever the content type.
 *
 * Returns the uninstaller.
 */
export function installBeacon(options: InstallBeaconOptions): () => void {
  const env: BeaconEnvironment = { ...browserEnvironment(), ...options.environment };
  let hiddenAt: number | null = null;
  let endedVisitId: string | null = null;
  const sent = new Set<string>();

  const send = (url: string, body: string): boolean => {
    try {
      return env.sendBeacon(url, body);
    } catch {
      // A refused beacon (bad URL, quota) leaves the events queued in the worker.
      return false;
    }
  };

  function leave(): void {
    const at = env.now();
    const beacon = options.getBeacon();
    let sentIds: string[] = [];
    if (beacon) {
      const final = buildFinalBeacon(beacon, at, { sent, endedVisitId });
      if (beacon.currentVisit) endedVisitId = beacon.currentVisit.event_id;
      if (final && send(beacon.url, final.body)) sentIds = final.ids;
    }
    for (const id of sentIds) sent.add(id);
    // The stay is queued before the beacon is confirmed, so the confirmation finds it.
    if (hiddenAt === null) {
      hiddenAt = at;
      options.onHidden(at);
    }
    if (sentIds.length > 0) options.onSent(sentIds);
  }

  function shown(): void {
    if (hiddenAt === null) return;
    hiddenAt = null;
    // By now the worker has the earlier confirmation and leaves those events out.
    sent.clear();
    options.onShown(env.now());
  }

  const onVisibility = () => {
    if (env.document.visibilityState === 'hidden') leave();
    else if (env.document.visibilityState === 'visible') shown();
  };
  const onPageShow = (event: Event) => {
    // Back from the back/forward cache: the page was hidden without being unloaded.
    const persisted = (event as { persisted?: unknown }).persisted === true;
    if (persisted && env.document.visibilityState === 'visible') shown();
  };

  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('pagehide', leave);
  env.window.addEventListener('pageshow', onPageShow);
  // Opened in a background tab: no stay starts until the page is first seen.
  if (env.document.visibilityState === 'hidden') {
    hiddenAt = env.now();
    options.onHidden(hiddenAt);
  }

  return () => {
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('pagehide', leave);
    env.window.removeEventListener('pageshow', onPageShow);
  };
}

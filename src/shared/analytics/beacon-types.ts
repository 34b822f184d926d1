/**
 * What the worker hands the main thread so that it can send pending analytics with
 * `navigator.sendBeacon` on page hide (workers have no sendBeacon and may not outlive the page).
 * Declared here, not in src/api, because both threads use it and src/shared imports neither side.
 */

/** One event as the track-action endpoint takes it (its zod schema lives in src/api). */
export interface BeaconEvent {
  event_id: string;
  email: string | null;
  anonymous: string | null;
  company_id: string | null;
  company_name: string | null;
  session_id: string | null;
  page_url: string;
  action_type: string;
  /** JSON text. */
  action_details: string;
}

/**
 * The stay on the page shown now, still running. Its `event_id` is fixed when the stay starts,
 * so the copy the main thread beacons and the copy the worker queues are one event to the server.
 */
export interface CurrentVisit extends Omit<BeaconEvent, 'action_details'> {
  /** Epoch ms when the stay started. */
  time: number;
}

export interface AnalyticsBeacon {
  /** Absolute URL of track-action. */
  url: string;
  /** JSON text of each pending event, oldest first, already trimmed to leave room for the visit. */
  events: readonly string[];
  /** The `event_id` of each entry of `events`, same order. */
  ids: readonly string[];
  currentVisit: CurrentVisit | null;
}

/**
 * Under the 64 KiB that browsers allow in flight for beacons and keepalive requests together,
 * with room left for another small keepalive request of the page.
 */
export const BEACON_MAX_BYTES = 60 * 1024;

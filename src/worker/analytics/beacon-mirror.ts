import { BEACON_MAX_BYTES, type CurrentVisit } from '../../shared/analytics/beacon-types';
import { BEACON_WRAPPER_BYTES } from '../../shared/analytics/beacon-body';
import { utf8ByteLength } from '../../shared/analytics/utf8-length';
import { finishVisit } from '../../shared/analytics/visit';
import { toWire, type StoredEvent } from './analytics-event';

interface Entry {
  id: string;
  createdAt: number;
  nextAttemptAt: number;
  event: StoredEvent;
  json: string;
  bytes: number;
  /** Handed to sendBeacon: left out of later beacons until a normal send confirms it. */
  beaconed: boolean;
}

/** track-action takes at most 500 objects; one place is kept for the open stay. */
const BEACON_MAX_EVENTS = 499;

export interface BeaconPart {
  events: string[];
  ids: string[];
}

/**
 * The worker's in-memory copy of what it queued, so that a beacon body can be offered to the
 * main thread after every change without reading IndexedDB each time. The queue stays the truth
 * for sending; this only decides what a last-moment beacon would carry. Capped: a long offline
 * spell can queue thousands of events, and a beacon carries the newest few dozen at most.
 */
export function createBeaconMirror(options: {
  maxEntries: number;
  sessionIdOf: (key: string | undefined) => string | null | undefined;
}) {
  const entries = new Map<string, Entry>();

  const render = (event: StoredEvent) => {
    const json = JSON.stringify(toWire(event, options.sessionIdOf(event.session_key)));
    return { json, bytes: utf8ByteLength(json) };
  };

  function dropOldest(): void {
    let oldest: Entry | undefined;
    for (const e of entries.values()) {
      if (!oldest || e.createdAt < oldest.createdAt) oldest = e;
    }
    if (oldest) entries.delete(oldest.id);
  }

  return {
    get size() {
      return entries.size;
    },
    add(record: { id: string; createdAt: number; nextAttemptAt: number; event: StoredEvent }) {
      entries.set(record.id, { ...record, ...render(record.event), beaconed: false });
      if (entries.size > options.maxEntries) dropOldest();
    },
    remove(ids: readonly string[]) {
      for (const id of ids) entries.delete(id);
    },
    defer(ids: readonly string[], nextAttemptAt: number, beaconed = false) {
      for (const id of ids) {
        const e = entries.get(id);
        if (!e) continue;
        e.nextAttemptAt = nextAttemptAt;
        if (beaconed) e.beaconed = true;
      }
    },
    /** Events queued before their session id was known get it in the beacon too. */
    sessionResolved(key: string) {
      for (const e of entries.values()) {
        if (e.event.session_id === null && e.event.session_key === key) {
          Object.assign(e, render(e.event));
        }
      }
    },
    dueCount(now: number): number {
      let n = 0;
      for (const e of entries.values()) if (e.nextAttemptAt <= now) n += 1;
      return n;
    },
    /** When the earliest known event becomes due (now, if one already is). */
    nextDueAt(now: number): number | undefined {
      let at: number | undefined;
      for (const e of entries.values()) {
        const due = Math.max(now, e.nextAttemptAt);
        if (at === undefined || due < at) at = due;
      }
      return at;
    },
    /**
     * The newest events that fit in a beacon together with the open visit (its size bounded by
     * the widest details it could get), oldest first as the server would have received them.
     */
    beaconPart(visit: CurrentVisit | null): BeaconPart {
      const finished = visit && finishVisit(visit, Number.MAX_SAFE_INTEGER);
      // Each item is charged one comma; strictly below the limit, hence the 1.
      let room = BEACON_MAX_BYTES - 1 - BEACON_WRAPPER_BYTES;
      if (finished) room -= utf8ByteLength(JSON.stringify(finished)) + 1;
      const newestFirst = [...entries.values()]
        .filter((e) => !e.beaconed)
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
      const picked: Entry[] = [];
      for (const e of newestFirst) {
        if (e.bytes + 1 > room || picked.length === BEACON_MAX_EVENTS) break;
        room -= e.bytes + 1;
        picked.push(e);
      }
      picked.reverse();
      return { events: picked.map((e) => e.json), ids: picked.map((e) => e.id) };
    },
  };
}

export type BeaconMirror = ReturnType<typeof createBeaconMirror>;

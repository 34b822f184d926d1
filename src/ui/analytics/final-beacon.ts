import { BEACON_MAX_BYTES, type AnalyticsBeacon } from '../../shared/analytics/beacon-types';
import { beaconBody, BEACON_WRAPPER_BYTES } from '../../shared/analytics/beacon-body';
import { utf8ByteLength } from '../../shared/analytics/utf8-length';
import { finishVisit } from '../../shared/analytics/visit';

export interface FinalBeacon {
  body: string;
  /** Event ids in the body, the finished visit's included. */
  ids: string[];
}

export interface AlreadyBeaconed {
  /** Ids beaconed earlier in this hidden spell (the worker's copy may not know yet). */
  sent: ReadonlySet<string>;
  /** The stay already ended by an earlier hide: it is not finished a second time, later. */
  endedVisitId: string | null;
}

/**
 * The body to beacon when the page is hidden at `at`: the pending events the worker offered
 * plus the open stay finished now. If the total reaches the limit the oldest events go first
 * (the worker already trimmed for the stay, so this is a guard, not the rule). Null: nothing
 * to send.
 */
export function buildFinalBeacon(
  beacon: AnalyticsBeacon,
  at: number,
  already: AlreadyBeaconed,
): FinalBeacon | null {
  const items: Array<{ id: string; json: string; bytes: number }> = [];
  beacon.events.forEach((json, i) => {
    const id = beacon.ids[i];
    if (id !== undefined && !already.sent.has(id)) {
      items.push({ id, json, bytes: utf8ByteLength(json) });
    }
  });
  const open = beacon.currentVisit;
  const visit = open && open.event_id !== already.endedVisitId ? finishVisit(open, at) : null;
  const visitItem = visit && { id: visit.event_id, json: JSON.stringify(visit) };
  const visitBytes = visitItem ? utf8ByteLength(visitItem.json) : 0;

  const count = () => items.length + (visitItem ? 1 : 0);
  let bytes =
    BEACON_WRAPPER_BYTES +
    visitBytes +
    items.reduce((sum, item) => sum + item.bytes, 0) +
    Math.max(0, count() - 1);
  while (bytes >= BEACON_MAX_BYTES && items.length > 0) {
    const dropped = items.shift();
    bytes -= (dropped?.bytes ?? 0) + (count() > 0 ? 1 : 0);
  }
  if (count() === 0 || bytes >= BEACON_MAX_BYTES) return null;

  const all = visitItem ? [...items, visitItem] : items;
  return { body: beaconBody(all.map((item) => item.json)), ids: all.map((item) => item.id) };
}

import { PAGE_VISIT_MIN_MS } from '../constants';
import type { BeaconEvent, CurrentVisit } from './beacon-types';

/**
 * action_details of a page visit. Epoch milliseconds rather than ISO text: no time zone to get
 * wrong, and `duration` is plainly `leaveTime - time`.
 */
export function visitDetails(time: number, leaveTime: number): string {
  return JSON.stringify({ time, leaveTime, duration: leaveTime - time });
}

/**
 * The finished page_visit event of a stay left at `leaveTime`, or null when the stay lasted
 * 3000 ms or less (spec: such stays are ignored). Both threads finish visits through this, so
 * the worker's copy and the beacon's copy are the same event.
 */
export function finishVisit(visit: CurrentVisit, leaveTime: number): BeaconEvent | null {
  if (leaveTime - visit.time <= PAGE_VISIT_MIN_MS) return null;
  const { time, ...fields } = visit;
  return { ...fields, action_details: visitDetails(time, leaveTime) };
}

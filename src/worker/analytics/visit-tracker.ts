import type { BeaconEvent, CurrentVisit } from '../../shared/analytics/beacon-types';
import { finishVisit } from '../../shared/analytics/visit';

/**
 * The stay on the page shown now. A stay ends when the user navigates away or the page is
 * hidden (tab switched, window minimised, page closed): a hidden page may never be shown again,
 * so hiding is the last moment its stay can be reported, and a stay reported at hide cannot be
 * extended later (the server keeps the first copy of an event id). Shown again, the same
 * address starts a new stay under a new id. Stays of 3000 ms or less are dropped (spec 9).
 */
export function createVisitTracker(begin: (url: string, at: number) => CurrentVisit) {
  let current: CurrentVisit | null = null;
  let url: string | null = null;
  let hidden = false;

  const end = (at: number): BeaconEvent | null => {
    const ended = current && finishVisit(current, at);
    current = null;
    return ended;
  };

  return {
    get current(): CurrentVisit | null {
      return current;
    },
    /** The address shown, also while hidden (clicks and submits are reported against it). */
    get url(): string | null {
      return url;
    },
    /** Ends the previous stay at `at` and starts the next one (once shown, if hidden now). */
    navigate(next: string, at: number): BeaconEvent | null {
      const ended = end(at);
      url = next;
      if (!hidden) current = begin(next, at);
      return ended;
    },
    hide(at: number): BeaconEvent | null {
      if (hidden) return null;
      hidden = true;
      return end(at);
    },
    /** True when a hidden page came back (a new stay started if a page had been navigated to). */
    show(at: number): boolean {
      if (!hidden) return false;
      hidden = false;
      if (url !== null) current = begin(url, at);
      return true;
    },
    /** The session id arrived after the stay started: the beacon's copy should carry it. */
    sessionResolved(id: string): void {
      if (current && current.session_id === null) current = { ...current, session_id: id };
    },
  };
}

export type VisitTracker = ReturnType<typeof createVisitTracker>;

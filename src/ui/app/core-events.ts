import type { DataRouter } from 'react-router-dom';
import type { CoreEvent } from '../../shared/events';
import type { AnalyticsBeacon } from '../../shared/analytics/beacon-types';
import {
  outboxCounts,
  receivablesStatus,
  session,
  storage,
  syncProgress,
  userChanged,
} from '../state/core-state';

export type Notice = Extract<CoreEvent, { type: 'notice' }>;

export interface CoreEventSinks {
  router: DataRouter;
  showNotice(notice: Notice): void;
  setBeacon(beacon: AnalyticsBeacon): void;
}

/** What the UI does with each event the worker pushes through the one subscription. */
export function handleCoreEvent(event: CoreEvent, sinks: CoreEventSinks): void {
  switch (event.type) {
    case 'notice':
      sinks.showNotice(event);
      break;
    case 'storage':
      storage.value = event.state;
      break;
    case 'outbox':
      outboxCounts.value = { pending: event.pending, failed: event.failed };
      break;
    case 'analytics-beacon':
      sinks.setBeacon(event.beacon);
      break;
    case 'user-changed':
      userChanged.value = event.username ?? '';
      break;
    case 'session-expired': {
      session.value = null;
      // The user signs in again and comes back to where the session was lost.
      if (!location.pathname.startsWith('/login')) {
        const here = location.pathname + location.search;
        void sinks.router.navigate(`/login?backUrl=${encodeURIComponent(here)}`, { replace: true });
      }
      break;
    }
    case 'sync-progress':
      syncProgress.value = {
        ...syncProgress.value,
        [event.table]: { loaded: event.loaded, total: event.total, done: event.done },
      };
      break;
    case 'receivables-status':
      receivablesStatus.value = event.statuses;
      break;
  }
}

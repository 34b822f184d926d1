import type { AnalyticsBeacon } from './analytics/beacon-types';
import type { ApiErrorData } from './errors/api-error';
import type { DatasetStatus } from './receivables/view-types';

/** Everything the worker tells the UI without being asked, through one subscription. */
export type CoreEvent =
  | {
      type: 'notice';
      level: 'warn' | 'error' | 'info' | 'success';
      /** Translation key of the title; the catalogue's default is `common.error_title` ("Error"). */
      titleKey: string;
      message: string;
      messageKey?: string;
    }
  | { type: 'session-expired'; reason: ApiErrorData }
  | { type: 'user-changed'; username: string | null }
  | { type: 'sync-progress'; table: string; loaded: number; total: number; done: boolean }
  /** The cached receivables datasets changed state (sync started, finished, failed, cancelled). */
  | { type: 'receivables-status'; statuses: DatasetStatus[] }
  | { type: 'storage'; state: StorageState }
  | { type: 'outbox'; pending: number; failed: number }
  /** The latest body the main thread should sendBeacon on page hide (workers have none). */
  | { type: 'analytics-beacon'; beacon: AnalyticsBeacon };

export type StorageState =
  | { status: 'ready' }
  /** IndexedDB could not be opened: the portal keeps working online only. */
  | { status: 'unavailable'; reason: 'missing' | 'quota' | 'blocked' | 'error'; detail: string }
  /** Another tab upgraded the database: this tab must reload. */
  | { status: 'version-changed' };

export type CoreEventListener = (event: CoreEvent) => void;

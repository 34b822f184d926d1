import { signal } from '@preact/signals-react';
import type { StorageState } from '../../shared/events';
import type { DatasetStatus } from '../../shared/receivables/view-types';
import type { SessionSnapshot } from '../../worker/session/session-snapshot';

/** Mirrors of the worker's state; the worker is the owner, these only follow its events. */
export const session = signal<SessionSnapshot | null>(null);
export const storage = signal<StorageState>({ status: 'ready' });
export const outboxCounts = signal<{ pending: number; failed: number }>({ pending: 0, failed: 0 });

/** Set when another tab signed in as a different user; this tab is then blocked. */
export const userChanged = signal<string | null>(null);

/** The exhibition (preview) token held on this device and what the server said of it. */
export const exhibition = signal<{
  token: string | null;
  status: 'absent' | 'checking' | 'valid' | 'invalid';
}>({
  token: null,
  status: 'absent',
});

/** The cached receivables datasets' status; null until the page or an event first tells. */
export const receivablesStatus = signal<DatasetStatus[] | null>(null);

/** Progress of the running table sync, per table; emptied when a sync starts. */
export const syncProgress = signal<
  Record<string, { loaded: number; total: number; done: boolean }>
>({});

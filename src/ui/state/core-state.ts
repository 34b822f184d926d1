import { signal } from '@preact/signals-react';
import type { StorageState } from '../../shared/events';
import type { SessionSnapshot } from '../../worker/session/session-snapshot';

/** Mirrors of the worker's state; the worker is the owner, these only follow its events. */
export const session = signal<SessionSnapshot | null>(null);
export const storage = signal<StorageState>({ status: 'ready' });
export const outboxCounts = signal<{ pending: number; failed: number }>({ pending: 0, failed: 0 });

/**
 * Only one tab syncs the receivables at a time: every tab shares the same IndexedDB chunks, and
 * two syncs would pull the same changes twice and race on the commit. A second tab waits for
 * the first and then pulls only what is still new (usually nothing). The shape is the part of
 * the Web Locks API used here; `navigator.locks` satisfies it in the worker.
 */
export interface SyncLocks {
  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

export const RECEIVABLES_SYNC_LOCK = 'scf-portal:receivables-sync';

/** For a runtime without Web Locks (Node tests, old browsers): syncs of one tab are serialised by the cache itself. */
export const uncontendedSyncLocks: SyncLocks = {
  request: (_name, _options, callback) => callback(null),
};

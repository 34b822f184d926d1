/**
 * Persistent storage behind the GET cache (spec 7: one hour, at most 1000 entries). The worker
 * injects a Dexie-backed store; the memory store stands in for tests and when IndexedDB is
 * unavailable. The policy (freshness, size bound, key) lives in the client, not in the store.
 */
export interface GetCacheStore {
  get(key: string): Promise<{ value: unknown; storedAt: number } | undefined>;
  /** Stores or replaces; a stored entry also counts as used at `storedAt`. */
  set(key: string, value: unknown, storedAt: number): Promise<void>;
  touch(key: string, usedAt: number): Promise<void>;
  size(): Promise<number>;
  /** Drops the `count` entries whose last use is oldest. */
  evictLeastRecentlyUsed(count: number): Promise<void>;
  clear(): Promise<void>;
}

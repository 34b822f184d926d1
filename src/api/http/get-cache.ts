import type { GetCacheStore } from './get-cache-store';

export interface GetCachePolicy {
  store: GetCacheStore;
  now: () => number;
  ttlMs: number;
  maxEntries: number;
  /** Told about store failures, which never fail the request itself. */
  onError?: (error: unknown) => void;
}

export interface GetCache {
  read(key: string): Promise<{ value: unknown } | undefined>;
  write(key: string, value: unknown): Promise<void>;
}

export function createGetCache(policy: GetCachePolicy): GetCache {
  const report = (error: unknown): void => {
    try {
      policy.onError?.(error);
    } catch {
      // A broken logger must not break the request either.
    }
  };

  return {
    async read(key) {
      try {
        const hit = await policy.store.get(key);
        if (!hit) return undefined;
        const now = policy.now();
        if (now - hit.storedAt >= policy.ttlMs) return undefined;
        await policy.store.touch(key, now);
        return { value: hit.value };
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    async write(key, value) {
      try {
        await policy.store.set(key, value, policy.now());
        const size = await policy.store.size();
        if (size > policy.maxEntries) {
          await policy.store.evictLeastRecentlyUsed(size - policy.maxEntries);
        }
      } catch (error) {
        report(error);
      }
    },
  };
}

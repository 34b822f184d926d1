import type { GetCacheStore } from './get-cache-store';

interface MemoryEntry {
  value: unknown;
  storedAt: number;
  usedAt: number;
}

/**
 * Behaves like the IndexedDB store: values are copies (a caller mutating an answer must not
 * change the cache) and eviction ties break on the key, as the lastUsedAt index does.
 */
export function createMemoryGetCacheStore(): GetCacheStore {
  const entries = new Map<string, MemoryEntry>();
  return {
    get: async (key) => {
      const entry = entries.get(key);
      return entry ? { value: structuredClone(entry.value), storedAt: entry.storedAt } : undefined;
    },
    set: async (key, value, storedAt) => {
      entries.set(key, { value: structuredClone(value), storedAt, usedAt: storedAt });
    },
    touch: async (key, usedAt) => {
      const entry = entries.get(key);
      if (entry) entry.usedAt = usedAt;
    },
    size: async () => entries.size,
    evictLeastRecentlyUsed: async (count) => {
      if (count <= 0) return;
      const oldestFirst = [...entries].sort(
        ([keyA, a], [keyB, b]) => a.usedAt - b.usedAt || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0),
      );
      for (const [key] of oldestFirst.slice(0, count)) entries.delete(key);
    },
    clear: async () => entries.clear(),
  };
}

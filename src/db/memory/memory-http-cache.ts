import type { GetCacheStore } from '../../api/http/get-cache-store';

interface Entry {
  value: unknown;
  storedAt: number;
  lastUsedAt: number;
}

export function createMemoryHttpCache(): GetCacheStore {
  const entries = new Map<string, Entry>();
  return {
    get: async (key) => {
      const e = entries.get(key);
      return e && { value: structuredClone(e.value), storedAt: e.storedAt };
    },
    set: async (key, value, storedAt) => {
      entries.set(key, { value: structuredClone(value), storedAt, lastUsedAt: storedAt });
    },
    touch: async (key, usedAt) => {
      const e = entries.get(key);
      if (e) e.lastUsedAt = usedAt;
    },
    size: async () => entries.size,
    // Ties break on key, as the IndexedDB index does, so both stores evict the same entries.
    evictLeastRecentlyUsed: async (count) => {
      if (count <= 0) return;
      const oldest = [...entries]
        .sort(([ka, a], [kb, b]) => a.lastUsedAt - b.lastUsedAt || (ka < kb ? -1 : ka > kb ? 1 : 0))
        .slice(0, count);
      for (const [key] of oldest) entries.delete(key);
    },
    clear: async () => entries.clear(),
  };
}

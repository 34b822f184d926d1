import type { GetCacheStore } from '../../api/http/get-cache-store';
import type { PortalDb } from '../portal-db';

export function createDexieHttpCache(db: PortalDb): GetCacheStore {
  const { httpCache } = db;
  return {
    get: async (key) => {
      const row = await httpCache.get(key);
      return row && { value: row.value, storedAt: row.storedAt };
    },

    set: async (key, value, storedAt) => {
      await httpCache.put({ key, value, storedAt, lastUsedAt: storedAt });
    },

    // update() is a no-op for a missing key: an entry evicted meanwhile must not come back empty.
    touch: async (key, usedAt) => {
      await httpCache.update(key, { lastUsedAt: usedAt });
    },

    size: () => httpCache.count(),

    // Keys only, via the lastUsedAt index: eviction never loads the cached bodies.
    evictLeastRecentlyUsed: async (count) => {
      if (count <= 0) return;
      await db.transaction('rw', httpCache, async () => {
        const keys = await httpCache.orderBy('lastUsedAt').limit(count).primaryKeys();
        await httpCache.bulkDelete(keys);
      });
    },

    clear: () => httpCache.clear(),
  };
}

import type { AnalyticsRecord, ColumnPrefsRecord, SessionRecord } from '../records';
import type { AnalyticsQueue, ColumnPrefsRepo, SessionRepo, SettingsRepo } from '../storage';

/** In-memory twins of dexie-small-repos.ts; values are cloned in and out, as IndexedDB does. */

const clone = <T>(v: T): T => structuredClone(v);

export function createMemorySession(): SessionRepo {
  let current: SessionRecord | undefined;
  return {
    get: async () => current && clone(current),
    put: async (session) => {
      current = clone({ ...session, key: 'current' });
    },
    clear: async () => {
      current = undefined;
    },
  };
}

export function createMemorySettings(): SettingsRepo {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => clone(values.get(key)),
    set: async (key, value) => {
      values.set(key, clone(value));
    },
    delete: async (key) => {
      values.delete(key);
    },
  };
}

export function createMemoryColumnPrefs(): ColumnPrefsRepo {
  const prefs = new Map<string, ColumnPrefsRecord>();
  // JSON of the pair: no separator can collide with a user or table id.
  const keyOf = (userId: string, tableId: string) => JSON.stringify([userId, tableId]);
  return {
    get: async (userId, tableId) => {
      const p = prefs.get(keyOf(userId, tableId));
      return p && clone(p);
    },
    put: async (p) => {
      prefs.set(keyOf(p.userId, p.tableId), clone(p));
    },
    remove: async (userId, tableId) => {
      prefs.delete(keyOf(userId, tableId));
    },
  };
}

export function createMemoryAnalytics(): AnalyticsQueue {
  const events = new Map<string, AnalyticsRecord>();
  return {
    enqueue: async ({ id, event, createdAt }) => {
      if (events.has(id)) throw new Error(`analytics event ${id} is already queued`);
      events.set(id, clone({ id, event, createdAt, attempts: 0, nextAttemptAt: createdAt }));
    },
    due: async (now, limit) =>
      [...events.values()]
        .filter((e) => e.nextAttemptAt <= now)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || (a.id < b.id ? -1 : 1))
        .slice(0, limit)
        .map(clone),
    remove: async (ids) => {
      for (const id of ids) events.delete(id);
    },
    defer: async (ids, nextAttemptAt) => {
      for (const id of ids) {
        const e = events.get(id);
        if (e) events.set(id, { ...e, attempts: e.attempts + 1, nextAttemptAt });
      }
    },
    count: async () => events.size,
  };
}

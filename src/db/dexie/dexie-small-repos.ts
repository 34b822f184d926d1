import type { PortalDb } from '../portal-db';
import type { AnalyticsQueue, ColumnPrefsRepo, SessionRepo, SettingsRepo } from '../storage';

/** The key/value-shaped repositories: each is a thin mapping onto one table. */

export function createDexieSession(db: PortalDb): SessionRepo {
  return {
    get: () => db.session.get('current'),
    put: async (session) => {
      await db.session.put({ ...session, key: 'current' });
    },
    clear: () => db.session.delete('current'),
  };
}

export function createDexieSettings(db: PortalDb): SettingsRepo {
  return {
    get: async (key) => (await db.settings.get(key))?.value,
    set: async (key, value) => {
      await db.settings.put({ key, value });
    },
    delete: (key) => db.settings.delete(key),
  };
}

export function createDexieColumnPrefs(db: PortalDb): ColumnPrefsRepo {
  return {
    get: (userId, tableId) => db.columnPrefs.get([userId, tableId]),
    put: async (prefs) => {
      await db.columnPrefs.put(prefs);
    },
    remove: (userId, tableId) => db.columnPrefs.delete([userId, tableId]),
  };
}

export function createDexieAnalytics(db: PortalDb): AnalyticsQueue {
  const { analytics } = db;
  return {
    enqueue: async ({ id, event, createdAt }) => {
      await analytics.add({ id, event, createdAt, attempts: 0, nextAttemptAt: createdAt });
    },
    due: (now, limit) => analytics.where('nextAttemptAt').belowOrEqual(now).limit(limit).toArray(),
    remove: (ids) => analytics.bulkDelete([...ids]),
    defer: (ids, nextAttemptAt) =>
      db.transaction('rw', analytics, async () => {
        await analytics
          .where('id')
          .anyOf([...ids])
          .modify((r) => {
            r.attempts += 1;
            r.nextAttemptAt = nextAttemptAt;
          });
      }),
    count: () => analytics.count(),
  };
}

import type { PortalDb } from '../portal-db';
import type { PortalStorage } from '../storage';
import { createDexieChunkStore } from './dexie-chunk-store';
import { createDexieCommandLog } from './dexie-command-log';
import { createDexieHttpCache } from './dexie-http-cache';
import { createDexieOutboxStore } from './dexie-outbox-store';
import {
  createDexieAnalytics,
  createDexieColumnPrefs,
  createDexieSession,
  createDexieSettings,
} from './dexie-small-repos';

/** The storage over an opened database; closing it closes the connection for good. */
export function createDexieStorage(db: PortalDb): PortalStorage {
  return {
    kind: 'indexeddb',
    session: createDexieSession(db),
    settings: createDexieSettings(db),
    cache: createDexieHttpCache(db),
    outbox: createDexieOutboxStore(db),
    commandLog: createDexieCommandLog(db),
    analytics: createDexieAnalytics(db),
    columnPrefs: createDexieColumnPrefs(db),
    chunks: createDexieChunkStore(db),
    close: () => db.close(),
  };
}

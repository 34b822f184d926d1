import type { PortalStorage } from '../storage';
import { createMemoryChunkStore } from './memory-chunk-store';
import { createMemoryGetCacheStore } from '../../api/http/memory-cache-store';
import { createMemoryOutbox } from './memory-outbox';
import {
  createMemoryAnalytics,
  createMemoryColumnPrefs,
  createMemorySession,
  createMemorySettings,
} from './memory-small-repos';

/**
 * What the worker runs on when IndexedDB cannot open: the portal works online, and whatever
 * is queued lives as long as the worker. Also the storage of unit tests that need no database.
 */
export function createMemoryStorage(): PortalStorage {
  const { outbox, commandLog } = createMemoryOutbox();
  return {
    kind: 'memory',
    session: createMemorySession(),
    settings: createMemorySettings(),
    cache: createMemoryGetCacheStore(),
    outbox,
    commandLog,
    analytics: createMemoryAnalytics(),
    columnPrefs: createMemoryColumnPrefs(),
    chunks: createMemoryChunkStore(),
    close: () => undefined,
  };
}

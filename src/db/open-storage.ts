import type { StorageState } from '../shared/events';
import { createDexieStorage } from './dexie/dexie-storage';
import { createMemoryStorage } from './memory/memory-storage';
import { PORTAL_DB_NAME } from './migrations';
import { classifyOpenError } from './open-error';
import { PortalDb, type PortalDbOptions } from './portal-db';
import type { PortalStorage } from './storage';

export interface OpenStorageOptions extends Omit<PortalDbOptions, 'indexedDB'> {
  name?: string;
  /** Absent: the global factory. `null`: there is none (how the tests reach the 'missing' path). */
  indexedDB?: IDBFactory | null;
  /**
   * How long an upgrade may wait for other tabs to close their connection. Our own tabs close
   * on `versionchange` within milliseconds, so a wait this long means a tab that cannot answer
   * (frozen, or an old build): the worker then goes on without IndexedDB instead of hanging.
   */
  blockedTimeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => () => void;
}

export const DEFAULT_BLOCKED_TIMEOUT_MS = 4000;

const realTimer = (callback: () => void, ms: number) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/**
 * Opens the portal's database and reports what happened through `onState`: 'ready', or
 * 'unavailable' with a reason, in which case the returned storage is the in-memory one so
 * the portal keeps working online. Later, when another tab upgrades the database, this
 * connection closes and 'version-changed' is reported (the UI asks for a reload); storage
 * calls after that reject with Dexie's DatabaseClosedError rather than silently reopening an
 * outdated schema.
 */
export async function openStorage(
  onState: (state: StorageState) => void,
  options: OpenStorageOptions = {},
): Promise<PortalStorage> {
  const factory =
    options.indexedDB === undefined
      ? (globalThis as { indexedDB?: IDBFactory }).indexedDB
      : options.indexedDB;
  if (!factory) {
    onState({
      status: 'unavailable',
      reason: 'missing',
      detail: 'IndexedDB is not available in this context',
    });
    return createMemoryStorage();
  }

  const dbOptions: PortalDbOptions = { indexedDB: factory };
  if (options.IDBKeyRange) dbOptions.IDBKeyRange = options.IDBKeyRange;
  if (options.migrations) dbOptions.migrations = options.migrations;
  const db = new PortalDb(options.name ?? PORTAL_DB_NAME, dbOptions);
  const timeoutMs = options.blockedTimeoutMs ?? DEFAULT_BLOCKED_TIMEOUT_MS;
  const setTimer = options.setTimer ?? realTimer;

  // Once we give up on this connection, an open that completes late must stay silent.
  let abandoned = false;
  let cancelBlockedTimer: (() => void) | undefined;
  const blocked = new Promise<'blocked'>((resolve) => {
    db.on('blocked', () => {
      cancelBlockedTimer ??= setTimer(() => resolve('blocked'), timeoutMs);
    });
  });

  // Dexie runs the newest subscriber first and `false` stops the chain, so its built-in
  // listener (close, but leave auto-reopen on) never runs. Ours closes for good: a stale tab
  // must not reopen at the old version and write what the new schema does not expect.
  db.on('versionchange', () => {
    db.close();
    if (!abandoned) onState({ status: 'version-changed' });
    return false;
  });

  const giveUp = (state: StorageState): PortalStorage => {
    abandoned = true;
    db.close();
    onState(state);
    return createMemoryStorage();
  };

  try {
    const outcome = await Promise.race([db.open().then(() => 'open' as const), blocked]);
    if (outcome === 'blocked') {
      return giveUp({
        status: 'unavailable',
        reason: 'blocked',
        detail: `upgrade of "${db.name}" to version ${db.verno} blocked by another tab for ${timeoutMs} ms`,
      });
    }
  } catch (error) {
    return giveUp(classifyOpenError(error));
  } finally {
    cancelBlockedTimer?.();
  }

  onState({ status: 'ready' });
  return createDexieStorage(db);
}

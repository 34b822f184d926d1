import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_MIGRATIONS } from '../../../src/db/migrations';
import { classifyOpenError } from '../../../src/db/open-error';
import { openStorage } from '../../../src/db/open-storage';
import { openPortalDb } from '../../../src/db/portal-db';
import type { PortalStorage } from '../../../src/db/storage';
import type { StorageState } from '../../../src/shared/events';
import { freshIdb } from './fake-idb';

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanup.splice(0)) fn();
  vi.restoreAllMocks();
});

function recorder() {
  const states: StorageState[] = [];
  return { states, onState: (s: StorageState) => void states.push(s) };
}

/** A factory whose open() throws, as browsers do synchronously for some storage failures. */
const throwingFactory = (error: unknown) =>
  ({
    open: () => {
      throw error;
    },
  }) as unknown as IDBFactory;

async function track(storage: Promise<PortalStorage>) {
  const s = await storage;
  cleanup.push(() => s.close());
  return s;
}

describe('openStorage', () => {
  it('reports ready and returns the IndexedDB storage', async () => {
    const { states, onState } = recorder();
    const storage = await track(openStorage(onState, freshIdb()));
    expect(storage.kind).toBe('indexeddb');
    expect(states).toEqual([{ status: 'ready' }]);
  });

  it("falls back to memory with reason 'missing' when there is no IndexedDB", async () => {
    const { states, onState } = recorder();
    const storage = await openStorage(onState, { indexedDB: null });
    expect(storage.kind).toBe('memory');
    expect(states).toEqual([
      {
        status: 'unavailable',
        reason: 'missing',
        detail: 'IndexedDB is not available in this context',
      },
    ]);
  });

  it("classifies a QuotaExceededError on open as 'quota'", async () => {
    const { states, onState } = recorder();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const storage = await openStorage(onState, {
      ...freshIdb(),
      indexedDB: throwingFactory(quota),
    });
    expect(storage.kind).toBe('memory');
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ status: 'unavailable', reason: 'quota' });
    expect(states[0]).toHaveProperty('detail', expect.stringContaining('quota has been exceeded'));
  });

  it("classifies a QuotaExceededError reported through the open request's error event", async () => {
    const { states, onState } = recorder();
    const factory = {
      open: () => {
        const request = {
          error: new DOMException('Storage quota reached', 'QuotaExceededError'),
          onerror: null as ((event: unknown) => void) | null,
        };
        setTimeout(
          () => request.onerror?.({ target: request, preventDefault: () => undefined }),
          0,
        );
        return request;
      },
    } as unknown as IDBFactory;
    const storage = await openStorage(onState, { ...freshIdb(), indexedDB: factory });
    expect(storage.kind).toBe('memory');
    expect(states[0]).toMatchObject({ status: 'unavailable', reason: 'quota' });
  });

  it("classifies any other open failure as 'error' with its message", async () => {
    const { states, onState } = recorder();
    const storage = await openStorage(onState, {
      ...freshIdb(),
      indexedDB: throwingFactory(new Error('disk on fire')),
    });
    expect(storage.kind).toBe('memory');
    expect(states).toEqual([
      { status: 'unavailable', reason: 'error', detail: 'Error: disk on fire' },
    ]);
  });

  it("gives up with 'blocked' when another tab keeps an old version open past the timeout", async () => {
    const idb = freshIdb();
    // An old tab: holds version 1 of the database and never answers versionchange.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.indexedDB.open(idb.name, 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    cleanup.push(() => old.close());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    let fire: (() => void) | undefined;
    let armedMs: number | undefined;
    const setTimer = (callback: () => void, ms: number) => {
      fire = callback;
      armedMs = ms;
      return () => undefined;
    };
    const { states, onState } = recorder();
    const opening = openStorage(onState, { ...idb, blockedTimeoutMs: 1234, setTimer });

    await vi.waitFor(() => expect(fire).toBeDefined());
    expect(armedMs).toBe(1234);
    expect(states).toEqual([]);
    fire?.();

    const storage = await opening;
    expect(storage.kind).toBe('memory');
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ status: 'unavailable', reason: 'blocked' });
  });

  it("closes the connection and reports 'version-changed' when another tab upgrades", async () => {
    const idb = freshIdb();
    const { states, onState } = recorder();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = await track(openStorage(onState, idb));
    await storage.settings.set('k', 1);

    const newer = await openPortalDb(idb.name, {
      ...idb,
      migrations: [...PORTAL_MIGRATIONS, { version: 2, stores: { notes: 'id' } }],
    });
    cleanup.push(() => newer.close());

    expect(states).toEqual([{ status: 'ready' }, { status: 'version-changed' }]);
    await expect(storage.settings.get('k')).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect(await newer.settings.get('k')).toEqual({ key: 'k', value: 1 });
  });
});

describe('classifyOpenError', () => {
  it('looks through Dexie wrappers for the DOMException name', () => {
    const wrapped = {
      name: 'OpenFailedError',
      message: 'open failed',
      inner: { name: 'QuotaExceededError' },
    };
    expect(classifyOpenError(wrapped).reason).toBe('quota');
    expect(classifyOpenError({ name: 'MissingAPIError', message: 'no API' }).reason).toBe(
      'missing',
    );
    expect(classifyOpenError(new DOMException('private mode', 'InvalidStateError')).reason).toBe(
      'missing',
    );
    expect(classifyOpenError({ name: 'UnknownError', message: 'x' })).toEqual({
      status: 'unavailable',
      reason: 'error',
      detail: 'UnknownError: x',
    });
  });
});

import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { openStorage } from '../../../src/db/open-storage';
import type { PortalStorage } from '../../../src/db/storage';
import { freshIdb } from './fake-idb';

/** Both storages, so one suite can hold them to the same contract. */
export const storageKinds: ReadonlyArray<readonly [string, () => Promise<PortalStorage>]> = [
  ['memory', async () => createMemoryStorage()],
  [
    'dexie',
    async () => {
      const storage = await openStorage(() => undefined, freshIdb());
      if (storage.kind !== 'indexeddb') throw new Error('fake-indexeddb did not open');
      return storage;
    },
  ],
];

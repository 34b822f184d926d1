import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

let counter = 0;

/**
 * A fresh fake-indexeddb factory and a unique database name per test. The factory isolates the
 * data; the unique name isolates Dexie's process-wide connection list, which matches by name
 * only and would otherwise let one test's upgrade fire versionchange at another test's database.
 */
export function freshIdb() {
  counter += 1;
  return { indexedDB: new IDBFactory(), IDBKeyRange, name: `scf-test-${counter}` };
}

import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where uploaded files live: one folder of the server's own (never inside PGlite's data folder,
 * whose files PostgreSQL owns). A file is written under a temporary name in `incoming/` and
 * renamed to its object key only once it is complete and checked, so a crash or a refused upload
 * never leaves a half file under a key; whatever `incoming/` holds at start is such a leftover.
 */
export interface FileStore {
  readonly dir: string;
  /** A fresh path in `incoming/` to write an upload to. */
  tempPath(): string;
  /**
   * Moves a complete temporary file to its final place; answers the name a row keeps for it,
   * relative to the store, so the store can move with its database.
   */
  commit(tempPath: string, objectKey: string): Promise<string>;
  /** Where a stored name (what commit answered) is on disk. */
  pathOf(storedName: string): string;
  /** Removes a file if it exists (a refused upload, a row that could not be stored). */
  discard(path: string): Promise<void>;
}

/** Object keys are `ATT-<uuid>`; anything else must never become a path. */
const SAFE_KEY = /^[A-Za-z0-9-]{1,100}$/;

export function openFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const incoming = join(root, 'incoming');
  mkdirSync(incoming, { recursive: true });
  // Leftovers of uploads cut short by a crash or a kill: nothing refers to them.
  for (const name of readdirSync(incoming)) rmSync(join(incoming, name), { force: true });
  return {
    dir: root,
    tempPath: () => join(incoming, `${randomUUID()}.part`),
    async commit(tempPath, objectKey) {
      if (!SAFE_KEY.test(objectKey)) throw new Error(`unsafe object key ${objectKey}`);
      await rename(tempPath, join(root, objectKey));
      return objectKey;
    },
    pathOf(storedName) {
      // Rows written by the store's first version named the file by its absolute path.
      if (isAbsolute(storedName)) return storedName;
      if (!SAFE_KEY.test(storedName)) throw new Error(`unsafe stored name ${storedName}`);
      return join(root, storedName);
    },
    discard: (path) => rm(path, { force: true }),
  };
}

/** The default file store: beside the PGlite folder (`.data/pglite` → `.data/pglite-files`). */
export const defaultFilesDir = (dataDir: string): string => `${resolve(dataDir)}-files`;

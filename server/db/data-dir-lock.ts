import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'portal-server.lock';

/**
 * PGlite has no lock of its own: two processes on one folder (say `npm start` and `npm run dev`)
 * would both write and corrupt it. The lock file holds the owner's pid; a lock whose process is
 * gone is stale and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const owner = readOwner(path);
  if (owner !== null && isAlive(owner)) {
    throw new Error(
      `the data folder ${dataDir} is in use by process ${owner}` +
        (owner === process.pid ? ' (this process: close the other server first)' : '') +
        '; stop that server or choose another DATA_DIR',
    );
  }
  writeFileSync(path, String(process.pid));
  return () => {
    if (readOwner(path) === process.pid) rmSync(path, { force: true });
  };
}

function readOwner(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "in use".
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

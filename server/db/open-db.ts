import type { Db, DbKind } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

export interface OpenedDb {
  db: Db;
  kind: DbKind;
  /** Where the data lives, for the start-up banner (the URL without its password). */
  location: string;
}

/** A real PostgreSQL when a URL is given, otherwise PGlite in the data folder. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<OpenedDb> {
  if (opts.databaseUrl) {
    return {
      db: await openPgDb(opts.databaseUrl),
      kind: 'postgres',
      location: redact(opts.databaseUrl),
    };
  }
  return { db: await openPgliteDb(opts.dataDir), kind: 'pglite', location: opts.dataDir };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

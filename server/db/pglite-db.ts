import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './db';
import { lockDataDir } from './data-dir-lock';
import { transactionDb } from './savepoint';

/**
 * Embedded PostgreSQL in a data folder. PGlite is a single connection: its own lock queues
 * queries behind a running transaction, so transactions never interleave.
 */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    // pg_trgm: the trigram indexes of the lists' text search (migration 0019).
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn(
          transactionDb({
            async query<T>(sql: string, params: readonly unknown[] = []) {
              const result = await tx.query<T>(sql, [...params]);
              return { rows: result.rows };
            },
            async exec(sql) {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

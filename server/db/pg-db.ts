import pg from 'pg';
import type { Db } from './db';
import { transactionDb } from './savepoint';
import { STATEMENT_TIMEOUT_MS, statementTimeoutError } from './statement-timeout';

/** Connections of the pool: also the turns the fair scheduler runs at once on PostgreSQL. */
export const POOL_SIZE = 10;

/**
 * A real PostgreSQL through a `pg` pool. Rows look like PGlite's for the types the server uses
 * (int4, text, bool, jsonb, timestamptz as Date). int8 differs (pg: string, PGlite: number), so
 * the SQL casts counts to int.
 */
export async function openPgDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // Sent when each connection starts, so no statement of a request can run unbounded.
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  // Fail at start-up, not at the first request, when the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]).catch((error: unknown) => {
        throw statementTimeoutError(error);
      });
      return { rows: result.rows as T[] };
    },
    async exec(sql) {
      await pool.query(sql).catch((error: unknown) => {
        throw statementTimeoutError(error);
      });
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(
          transactionDb({
            async query<T>(sql: string, params: readonly unknown[] = []) {
              const r = await client.query(sql, [...params]).catch((error: unknown) => {
                throw statementTimeoutError(error);
              });
              return { rows: r.rows as T[] };
            },
            async exec(sql) {
              await client.query(sql);
            },
          }),
        );
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it rather than pool it.
        const broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        client.release(broken);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

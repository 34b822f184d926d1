/**
 * The one database surface the server uses. Kept tiny so the same SQL runs on the embedded
 * PGlite (default) and on a real PostgreSQL pool (DATABASE_URL) without the handlers knowing.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, TRUNCATE lists). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction and commits when it resolves. Called on a transaction handle it
   * opens a savepoint instead, so a nested rollback undoes only the inner work.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Closes the connection(s); on a transaction handle it is a no-op. */
  close(): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

import type { Db, QueryResult } from './db';

/** The part of a driver's transaction object both drivers share. */
export interface TxQueryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
}

let savepointCounter = 0;

/**
 * Wraps a driver transaction as a `Db` whose own `transaction` is a SAVEPOINT. Handlers can then
 * take a `Db` and not care whether they run at top level or inside a command's transaction.
 */
export function transactionDb(tx: TxQueryable): Db {
  const db: Db = {
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    async transaction(fn) {
      const name = `sp_${++savepointCounter}`;
      await tx.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(db);
        await tx.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    // The owner of the outer transaction closes the connection, never a nested handle.
    close: async () => undefined,
  };
  return db;
}

import { createRequire } from 'node:module';
import path from 'node:path';
import { NODE_RUNTIME, VoidLogger, createDuckDB } from '@duckdb/duckdb-wasm/blocking';
import type { DuckDBConnection } from '@duckdb/duckdb-wasm/blocking';
import { AP } from './queries';
import type { AggregateAnswer, AggregateBenchQuery } from './queries';
import type { AggregateEngine } from './engine';

const require = createRequire(import.meta.url);

const money = (column: string) => `coalesce(sum(${column}::DECIMAL(18,2)), 0)::VARCHAR`;

/** Days past due as SQL, bucketed like the engine's ageing key. */
const AGEING = `CASE
  WHEN "dueDate" IS NULL THEN NULL
  WHEN DATE '${AP.asOf}' - "dueDate"::DATE <= 0 THEN 'current'
  WHEN DATE '${AP.asOf}' - "dueDate"::DATE <= 30 THEN 'd1_30'
  WHEN DATE '${AP.asOf}' - "dueDate"::DATE <= 60 THEN 'd31_60'
  WHEN DATE '${AP.asOf}' - "dueDate"::DATE <= 90 THEN 'd61_90'
  ELSE 'd90_plus' END`;

function sqlOf(q: AggregateBenchQuery): string {
  switch (q.id) {
    case 'A1':
    case 'A5':
      return (
        `SELECT currency, ${money('outstanding')} AS total, ` +
        `${money(`CASE WHEN status = 'OVERDUE' THEN outstanding END`)} AS overdue FROM r` +
        (q.id === 'A5' ? ` WHERE "buyerCode" = '${AP.buyer}'` : '') +
        ' GROUP BY currency'
      );
    case 'A2':
      return `SELECT "buyerCode", currency, count(*)::VARCHAR, ${money('outstanding')} FROM r GROUP BY ALL`;
    case 'A3':
      return (
        `SELECT substr("issueDate", 1, 7), currency, count(*)::VARCHAR, ${money('amount')} FROM r ` +
        `WHERE "issueDate" BETWEEN '${AP.from}' AND '${AP.to}' GROUP BY ALL`
      );
    case 'A4':
      return `SELECT "buyerCode", ${AGEING}, count(*)::VARCHAR, ${money('outstanding')} FROM r GROUP BY ALL`;
  }
}

/** DuckDB-WASM's Node blocking build (the wasm binary browsers run), as bench/engines/duckdb.ts. */
export async function duckdbAggregates(): Promise<AggregateEngine> {
  const dist = path.dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs'));
  const db = await createDuckDB(
    {
      mvp: {
        mainModule: path.join(dist, 'duckdb-mvp.wasm'),
        mainWorker: path.join(dist, 'duckdb-node-mvp.worker.cjs'),
      },
      eh: {
        mainModule: path.join(dist, 'duckdb-eh.wasm'),
        mainWorker: path.join(dist, 'duckdb-node-eh.worker.cjs'),
      },
    },
    new VoidLogger(),
    NODE_RUNTIME,
  );
  await db.instantiate(() => {});
  const conn: DuckDBConnection = db.connect();
  return {
    name: 'duckdb-wasm',
    load: async (ipc) => {
      conn.query('DROP TABLE IF EXISTS r');
      conn.insertArrowFromIPCStream(ipc, { name: 'r', create: true });
    },
    run: async (q): Promise<AggregateAnswer> =>
      conn
        .query(sqlOf(q))
        .toArray()
        .map((row) =>
          Object.values(row.toJSON() as Record<string, unknown>).map((v) =>
            v === null || v === undefined ? null : String(v),
          ),
        ),
    dispose: async () => {
      conn.query('DROP TABLE IF EXISTS r');
    },
  };
}

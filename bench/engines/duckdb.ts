import { createRequire } from 'node:module';
import path from 'node:path';
import { NODE_RUNTIME, VoidLogger, createDuckDB } from '@duckdb/duckdb-wasm/blocking';
import type { DuckDBConnection } from '@duckdb/duckdb-wasm/blocking';
import { P } from '../queries';
import type { BenchQuery } from '../queries';
import type { BenchEngine } from './engine';

const require = createRequire(import.meta.url);

/**
 * DuckDB-WASM through its Node blocking build (the same wasm binary browsers run, here
 * synchronous and single-threaded, like inside our worker). The table is loaded with
 * insertArrowFromIPCStream from the same bytes; sums are taken as DECIMAL(18,2) so they are
 * exact like ours.
 */
export async function duckdbEngine(): Promise<BenchEngine> {
  const dist = path.dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs'));
  const bundles = {
    mvp: {
      mainModule: path.join(dist, 'duckdb-mvp.wasm'),
      mainWorker: path.join(dist, 'duckdb-node-mvp.worker.cjs'),
    },
    eh: {
      mainModule: path.join(dist, 'duckdb-eh.wasm'),
      mainWorker: path.join(dist, 'duckdb-node-eh.worker.cjs'),
    },
  };
  const db = await createDuckDB(bundles, new VoidLogger(), NODE_RUNTIME);
  await db.instantiate(() => {});
  const conn: DuckDBConnection = db.connect();
  const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
  const where = (q: BenchQuery) =>
    [
      ...(q.range
        ? [
            `"issueDate" BETWEEN '${P.from}' AND '${P.to}'`,
            `currency IN (${list(P.currencies)})`,
            `status IN (${list(P.statuses)})`,
          ]
        : []),
      ...(q.text ? [`"invoiceNo" ILIKE '${P.pattern}'`] : []),
    ].join(' AND ') || 'TRUE';
  const order = '"buyerName" ASC NULLS LAST, "dueDate" DESC NULLS LAST, id';
  const first = <T>(sql: string): T => conn.query(sql).toArray()[0]?.toJSON() as T;
  return {
    name: 'duckdb-wasm',
    load: async (ipc) => {
      conn.query('DROP TABLE IF EXISTS r');
      conn.insertArrowFromIPCStream(ipc, { name: 'r', create: true });
    },
    run: async (q) => {
      const w = where(q);
      const offset = (q.page - 1) * P.size;
      const agg = first<{ total: number | bigint; a: string | null; o: string | null }>(
        `SELECT count(${q.distinct ? 'DISTINCT "buyerCode"' : '*'}) AS total` +
          (q.sums
            ? `, sum(amount::DECIMAL(18,2))::VARCHAR AS a, sum(outstanding::DECIMAL(18,2))::VARCHAR AS o`
            : '') +
          ` FROM r WHERE ${w}`,
      );
      const source = q.distinct
        ? `(SELECT * FROM r WHERE ${w} QUALIFY row_number() OVER (PARTITION BY "buyerCode" ORDER BY ${order}) = 1)`
        : `(SELECT * FROM r WHERE ${w})`;
      const page = conn
        .query(
          `SELECT * FROM ${source} ORDER BY ${q.sort ? order : 'id'} LIMIT ${P.size} OFFSET ${offset}`,
        )
        .toArray()
        .map((row) => row.toJSON() as { id: number });
      return {
        total: Number(agg.total),
        ...(q.sums ? { sums: { amount: agg.a ?? '0.00', outstanding: agg.o ?? '0.00' } } : {}),
        ids: page.map((r) => Number(r.id)),
      };
    },
    dispose: async () => {
      conn.query('DROP TABLE IF EXISTS r');
    },
  };
}

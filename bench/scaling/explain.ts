/**
 * EXPLAIN ANALYZE of the sync's two statements for one company, to show which index they use:
 * the server's own SQL (server/handlers/receivables/sync-table.ts) for receivables, the page of
 * changed rows built as one JSON text and the page of tombstones, at the page size the worker asks.
 */
import type pg from 'pg';
import { changedRowsSql, tombstonesSql } from '../../server/handlers/receivables/sync-table';

const TAKE = 50_001;

export const syncRowsSql = changedRowsSql('receivables', TAKE);
/** Its parameters are the table's name, then the company's and the seq's. */
export const syncTombstonesSql = tombstonesSql(TAKE);

/** The plan text of a statement run with these parameters (ANALYZE, BUFFERS). */
export async function explain(
  client: pg.Pool,
  sql: string,
  params: readonly unknown[],
): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
    [...params],
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * EXPLAIN ANALYZE of the sync's two statements for one company, to show which index they use.
 * The SQL mirrors server/handlers/receivables/sync-table.ts (receivables: the page of changed
 * rows built as one JSON text, and the page of tombstones), with the page size the worker asks.
 */
import type pg from 'pg';

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const RECEIVABLE_VALUES = [
  'id::float8',
  'invoice_no',
  'buyer_code',
  'currency',
  day('issue_date'),
  day('due_date'),
  'amount::text',
  'outstanding::text',
  'status',
  'financed',
  iso('updated_at'),
  'seq::float8',
];
const TAKE = 50_001;

export const syncRowsSql = `SELECT json_agg(json_build_array(${RECEIVABLE_VALUES.join(', ')}) ORDER BY seq)::text AS t
  FROM (SELECT * FROM receivables WHERE supplier_id = $1 AND seq > $2 ORDER BY seq LIMIT ${TAKE}) x`;
export const syncTombstonesSql = `SELECT row_key AS key, seq::float8 AS seq FROM ar_tombstones
  WHERE table_name = 'receivables' AND supplier_id = $1 AND seq > $2 ORDER BY seq LIMIT ${TAKE}`;

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

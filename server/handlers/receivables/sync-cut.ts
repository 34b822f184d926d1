import type { SyncTable } from '../../../src/api/endpoints/receivables/sync-table';
import type { Db } from '../../db/db';
import { SYNC_SOURCES } from './sync-sources';

export interface PageCut {
  /** The seq of the page's last change (the request's `sinceSeq` when there is none). */
  nextSeq: number;
  done: boolean;
  /** The page's tombstones `[key, seq]`, by seq. */
  deleted: [string, number][];
  remaining?: number;
}

/**
 * Where a sync page ends, before any row is read, so that a streamed answer can announce
 * `nextSeq`, `done`, its tombstones and `remaining` up front (in its schema). The same cut as
 * the JSON answer's: rows and tombstones merged by seq (one sequence numbers both, so seqs never
 * tie), at most `limit` changes. The page's rows are then those with `sinceSeq < seq ≤ nextSeq`;
 * a row changed meanwhile moves past `nextSeq` and comes with the next sync, as in JSON.
 */
export async function cutPage(
  db: Db,
  table: SyncTable,
  companyId: string,
  body: { sinceSeq: number; limit: number; countRemaining: boolean },
): Promise<PageCut> {
  const name = SYNC_SOURCES[table].table;
  const { sinceSeq, limit } = body;
  const tombstones = await db.query<{ key: string; seq: number }>(
    `SELECT row_key AS key, seq::float8 AS seq FROM ar_tombstones
     WHERE table_name = $1 AND supplier_id = $2 AND seq > $3 ORDER BY seq LIMIT ${limit + 1}`,
    [name, companyId, sinceSeq],
  );
  // The limit-th change and whether one follows; without tombstones, one index range of the table.
  const rowSeqs = `SELECT seq FROM ${name} WHERE supplier_id = $1 AND seq > $2 ORDER BY seq LIMIT ${limit + 1}`;
  const cut = await db.query<{ seq: number }>(
    tombstones.rows.length === 0
      ? `SELECT seq::float8 AS seq FROM (${rowSeqs}) r ORDER BY seq OFFSET ${limit - 1} LIMIT 2`
      : `SELECT seq::float8 AS seq FROM ((${rowSeqs}) UNION ALL
           (SELECT seq FROM ar_tombstones WHERE table_name = $3 AND supplier_id = $1 AND seq > $2
            ORDER BY seq LIMIT ${limit + 1})) u
         ORDER BY seq OFFSET ${limit - 1} LIMIT 2`,
    tombstones.rows.length === 0 ? [companyId, sinceSeq] : [companyId, sinceSeq, name],
  );
  let nextSeq: number;
  const done = cut.rows.length < 2;
  if (cut.rows[0]) nextSeq = cut.rows[0].seq;
  else {
    // Fewer than `limit` changes: the page holds them all.
    nextSeq = Math.max(sinceSeq, await lastChange(db, name, companyId));
  }
  const deleted = tombstones.rows
    .filter((t) => t.seq <= nextSeq)
    .map((t): [string, number] => [t.key, t.seq]);
  if (!body.countRemaining) return { nextSeq, done, deleted };
  return { nextSeq, done, deleted, remaining: await countChanges(db, name, companyId, sinceSeq) };
}

/**
 * Changes after `sinceSeq`: two counts over the `(supplier_id, seq)` ranges (rows and
 * tombstones). Asked on a sync's first page only (about 50 ms for a million rows on PGlite); a
 * row changed again during the sync is counted once here and may be sent twice, so a client
 * treats the total as an estimate that it raises when it is passed.
 */
export async function countChanges(
  db: Db,
  table: string,
  companyId: string,
  sinceSeq: number,
): Promise<number> {
  const answer = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM ${table} WHERE supplier_id = $1 AND seq > $2)
      + (SELECT count(*) FROM ar_tombstones WHERE table_name = $3 AND supplier_id = $1 AND seq > $2))::float8 AS n`,
    [companyId, sinceSeq, table],
  );
  return answer.rows[0]?.n ?? 0;
}

/**
 * The seq of a company's last change to a table (rows and tombstones; 0 when none): two
 * backward index probes. Every insert, update and delete takes a new, higher seq from the one
 * sequence, so while this stays the same, nothing of the table changed.
 */
export async function lastChange(db: Db, table: string, companyId: string): Promise<number> {
  const last = await db.query<{ seq: number | null }>(`SELECT ${lastChangeSql(table)} AS seq`, [
    companyId,
    table,
  ]);
  return last.rows[0]?.seq ?? 0;
}

/** `lastChange`'s expression, for a statement that reads more beside it: `$1` the company, `$2` the table. */
export const lastChangeSql = (table: string): string =>
  `greatest(
     (SELECT max(seq) FROM ${table} WHERE supplier_id = $1),
     (SELECT max(seq) FROM ar_tombstones WHERE table_name = $2 AND supplier_id = $1))::float8`;

/** Rows of a company's table with `after < seq ≤ upTo` (an index range of `(supplier_id, seq)`). */
export async function rowsBetween(
  db: Db,
  table: string,
  companyId: string,
  after: number,
  upTo: number,
): Promise<number> {
  const answer = await db.query<{ n: number }>(
    `SELECT count(*)::float8 AS n FROM ${table} WHERE supplier_id = $1 AND seq > $2 AND seq <= $3`,
    [companyId, after, upTo],
  );
  return answer.rows[0]?.n ?? 0;
}

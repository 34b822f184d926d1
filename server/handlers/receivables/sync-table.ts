import {
  SYNC_COLUMNS,
  SYNC_WIRE_KINDS,
  syncTable,
  type SyncTable,
  type SyncWireKind,
} from '../../../src/api/endpoints/receivables/sync-table';
import { readSetting, SettingKey } from '../../db/settings';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { registerSyncArrow } from './sync-arrow-route';
import { countChanges } from './sync-cut';
import { SYNC_SOURCES, withInvoiceNo } from './sync-sources';

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A column as the JSON answer writes it, by its wire kind (dates and times as ISO text). */
function jsonValue(kind: SyncWireKind, column: string): string {
  switch (kind) {
    case 'f64':
      return `${column}::float8`;
    case 'money':
      return `${column}::text`;
    case 'date':
      return day(column);
    case 'time':
      return iso(column);
    case 'dict':
    case 'utf8':
    case 'bool':
      return column;
  }
}

type Change = { seq: number; row?: unknown[]; key?: string };

/** The page of changed rows ($1 company, $2 sinceSeq) as one JSON array text, oldest first. */
export function changedRowsSql(sync: SyncTable, take: number): string {
  const source = SYNC_SOURCES[sync];
  const kinds = SYNC_WIRE_KINDS[sync];
  const values = source.columns.map((column, k) => jsonValue(kinds[k] as SyncWireKind, column));
  const page = `SELECT * FROM ${source.table} WHERE supplier_id = $1 AND seq > $2 ORDER BY seq LIMIT ${take}`;
  return `SELECT json_agg(json_build_array(${values.join(', ')}) ORDER BY seq)::text AS t
       FROM (${withInvoiceNo(source, page)}) x`;
}

/** The page of tombstones ($1 table, $2 company, $3 sinceSeq), oldest first. */
export const tombstonesSql = (take: number) =>
  `SELECT row_key AS key, seq::float8 AS seq FROM ar_tombstones
       WHERE table_name = $1 AND supplier_id = $2 AND seq > $3 ORDER BY seq LIMIT ${take}`;

/**
 * POST sync/{table} in JSON (Arrow: sync-arrow-route.ts): the changes of one table after
 * `sinceSeq`, oldest first. Rows are built as one JSON array text by the database (no per-row
 * object from the driver); changed rows and tombstones are merged by seq and cut at `limit`, so
 * `nextSeq` never skips a change.
 */
export function registerSyncTable(api: ApiMount): void {
  // Arrow first: it answers `Accept: application/vnd.apache.arrow.stream` and passes on the rest.
  registerSyncArrow(api);
  route(api, syncTable, async ({ db, user, params, body }) => {
    const { table } = SYNC_SOURCES[params.table];
    const take = body.limit + 1;
    // One JSON text per page, built by the database: far cheaper than a row object per record.
    const changed = await db.query<{ t: string | null }>(changedRowsSql(params.table, take), [
      user.companyId,
      body.sinceSeq,
    ]);
    const removed = await db.query<{ key: string; seq: number }>(tombstonesSql(take), [
      table,
      user.companyId,
      body.sinceSeq,
    ]);
    const version = await readSetting(db, SettingKey.seededAt);
    const changedRows = JSON.parse(changed.rows[0]?.t ?? '[]') as unknown[][];
    const changes: Change[] = [
      // seq is every table's last column.
      ...changedRows.map((row) => ({ seq: row.at(-1) as number, row })),
      ...removed.rows.map((t) => ({ seq: t.seq, key: t.key })),
    ].sort((a, b) => a.seq - b.seq);
    const page = changes.slice(0, body.limit);
    const done = changes.length <= body.limit;
    const rows: unknown[][] = [];
    const deleted: [string, number][] = [];
    for (const change of page) {
      if (change.row) rows.push(change.row);
      else deleted.push([change.key ?? '', change.seq]);
    }
    return {
      table: params.table,
      version: version ?? '',
      columns: [...SYNC_COLUMNS[params.table]],
      rows: rows as (string | number | boolean | null)[][],
      deleted,
      nextSeq: page.at(-1)?.seq ?? body.sinceSeq,
      done,
      ...(body.countRemaining
        ? {
            remaining: done
              ? page.length
              : await countChanges(db, table, user.companyId, body.sinceSeq),
          }
        : {}),
    };
  });
}

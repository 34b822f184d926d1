import {
  SYNC_COLUMNS,
  syncTable,
  type SyncTable,
} from '../../../src/api/endpoints/receivables/sync-table';
import { readSetting, SettingKey } from '../../db/settings';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { registerSyncArrow } from './sync-arrow-route';
import { countChanges } from './sync-cut';

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * Per table: the database table and the values in SYNC_COLUMNS order (checked at start).
 * Payments and dilutions carry their receivable's invoice number (it never changes), so a client
 * can show it without mirroring a join; `invoice_no` is added by `withInvoiceNo` below.
 */
const TABLES: Record<SyncTable, { table: string; values: string[]; invoiceNo?: true }> = {
  buyers: {
    table: 'ar_buyers',
    values: ['buyer_code', 'buyer_name', 'country', iso('updated_at'), 'seq::float8'],
  },
  receivables: {
    table: 'receivables',
    values: [
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
    ],
  },
  payments: {
    table: 'ar_payments',
    invoiceNo: true,
    values: [
      'id::float8',
      'receivable_id::float8',
      'invoice_no',
      'buyer_code',
      'currency',
      day('payment_date'),
      'amount::text',
      iso('updated_at'),
      'seq::float8',
    ],
  },
  dilutions: {
    table: 'ar_dilutions',
    invoiceNo: true,
    values: [
      'id::float8',
      'receivable_id::float8',
      'invoice_no',
      'buyer_code',
      'currency',
      day('dilution_date'),
      'amount::text',
      'reason',
      iso('updated_at'),
      'seq::float8',
    ],
  },
  financings: {
    table: 'ar_financings',
    values: [
      'id::float8',
      'receivable_id::float8',
      'buyer_code',
      'currency',
      day('financing_date'),
      day('repayment_date'),
      'amount::text',
      'balance::text',
      'status',
      iso('updated_at'),
      'seq::float8',
    ],
  },
};

for (const [name, { values }] of Object.entries(TABLES)) {
  const columns: readonly string[] = SYNC_COLUMNS[name as SyncTable];
  if (values.length !== columns.length || columns.at(-1) !== 'seq') {
    throw new Error(`sync table ${name}: ${values.length} values for its declared columns`);
  }
}

type Change = { seq: number; row?: unknown[]; key?: string };

/**
 * The page's rows, with the receivable's invoice number joined in when the table carries one:
 * looked up by primary key for the page's rows only, after the seq range cut them.
 */
const pageRows = (table: string, take: number, invoiceNo: boolean) => {
  const page = `SELECT * FROM ${table} WHERE supplier_id = $1 AND seq > $2 ORDER BY seq LIMIT ${take}`;
  return invoiceNo
    ? `SELECT p.*, r.invoice_no FROM (${page}) p LEFT JOIN receivables r ON r.id = p.receivable_id`
    : page;
};

/** The page of changed rows ($1 company, $2 sinceSeq) as one JSON array text, oldest first. */
export function changedRowsSql(sync: SyncTable, take: number): string {
  const { table, values, invoiceNo } = TABLES[sync];
  return `SELECT json_agg(json_build_array(${values.join(', ')}) ORDER BY seq)::text AS t
       FROM (${pageRows(table, take, invoiceNo === true)}) x`;
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
    const { table } = TABLES[params.table];
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

/** Sync answers for the worker's tests: a JSON page and the Arrow answer the server sends for it. */
import type { DateDay, Float64, Int64, TimestampMillisecond } from 'apache-arrow';
import {
  RecordBatch,
  RecordBatchStreamWriter,
  Struct,
  makeData,
  vectorFromArray,
  type Data,
  type DataType,
  type Dictionary,
  type Schema,
  Utf8,
} from 'apache-arrow';
import {
  SYNC_ARROW_META,
  SYNC_COLUMNS,
  SYNC_WIRE_KINDS,
  type SyncWireKind,
} from '../../../src/api/endpoints/receivables/sync-table';
import type { CachedTable } from '../../../src/worker/receivables/table-layouts';
import { scaledIntegers, syncSchema } from '../../../server/handlers/receivables/sync-arrow-batch';
import { receivable } from './fake-sync-server';

export type Cell = string | number | boolean | null;
export type JsonPage = { columns: string[]; rows: Cell[][]; deleted: [string, number][] };

/** The Arrow column the server sends for JSON cells of one column (same types, sync-arrow-batch.ts). */
function wireData(kind: SyncWireKind, type: DataType, cells: Cell[]): Data {
  const n = cells.length;
  switch (kind) {
    case 'f64':
      return makeData({
        type: type as Float64,
        length: n,
        nullCount: 0,
        data: Float64Array.from(cells as number[]),
      });
    case 'money':
      return makeData({
        type: type as Int64,
        length: n,
        nullCount: 0,
        data: scaledIntegers(cells.join(','), n, 2),
      });
    case 'date':
      return makeData({
        type: type as DateDay,
        length: n,
        nullCount: 0,
        data: Int32Array.from(cells, (c) => Date.parse(`${String(c)}T00:00:00Z`) / 86_400_000),
      });
    case 'time':
      return makeData({
        type: type as TimestampMillisecond,
        length: n,
        nullCount: 0,
        data: BigInt64Array.from(cells, (c) => BigInt(Date.parse(String(c)) || 0)),
      });
    case 'bool':
      return vectorFromArray(cells as boolean[], type).data[0] as Data;
    case 'dict': {
      const dict = [...new Set(cells as string[])];
      return makeData({
        type: type as Dictionary,
        length: n,
        nullCount: 0,
        data: Int32Array.from(cells, (c) => dict.indexOf(c as string)),
        dictionary: vectorFromArray(dict, new Utf8()),
      });
    }
    case 'utf8':
      return vectorFromArray(cells as (string | null)[], type).data[0] as Data;
  }
}

/** What the answer's schema metadata says besides its tombstones. */
export interface HeadFields {
  nextSeq?: number;
  done?: boolean;
  remaining?: number;
}

/** A JSON page as the server's Arrow answer: its rows in batches of `size`, head in the schema. */
export function arrowAnswer(
  table: CachedTable,
  page: JsonPage,
  size: number,
  head: HeadFields = {},
) {
  const meta = new Map<string, string>([
    [SYNC_ARROW_META.table, table],
    [SYNC_ARROW_META.version, 'v1'],
    [SYNC_ARROW_META.nextSeq, String(head.nextSeq ?? 99)],
    [SYNC_ARROW_META.done, String(head.done ?? true)],
    [SYNC_ARROW_META.deleted, JSON.stringify(page.deleted)],
  ]);
  if (head.remaining !== undefined) meta.set(SYNC_ARROW_META.remaining, String(head.remaining));
  const schema: Schema = syncSchema(table, meta);
  const batches: RecordBatch[] = [];
  for (let from = 0; from < page.rows.length; from += size) {
    const rows = page.rows.slice(from, from + size);
    const children = schema.fields.map((field, k) =>
      wireData(
        SYNC_WIRE_KINDS[table][k] as SyncWireKind,
        field.type,
        rows.map((r) => r[k] ?? null),
      ),
    );
    batches.push(
      new RecordBatch(
        schema,
        makeData({ type: new Struct(schema.fields), length: rows.length, nullCount: 0, children }),
      ),
    );
  }
  return { schema, batches };
}

let seq = 0;
/** A page of receivables `ids` (each a new seq) and tombstones of `deleted`. */
export function receivablesPage(ids: number[], deleted: number[] = []): JsonPage {
  const columns = [...SYNC_COLUMNS.receivables];
  return {
    columns,
    rows: ids.map((id) =>
      columns.map((c) => (c === 'seq' ? ++seq : ((receivable(id)[c] as Cell | undefined) ?? null))),
    ),
    deleted: deleted.map((id) => [String(id), ++seq]),
  };
}

/** The next seq, for a row built by hand. */
export const nextSeq = () => ++seq;

/** The Arrow IPC stream of a page's answer, as the worker reads it. */
export async function arrowBytes(
  table: CachedTable,
  page: JsonPage,
  size: number,
  head: HeadFields = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const { schema, batches } = arrowAnswer(table, page, size, head);
  const writer = RecordBatchStreamWriter.writeAll(batches.length ? batches : []);
  if (!batches.length) writer.reset(undefined, schema);
  return (await writer.toUint8Array()).slice();
}

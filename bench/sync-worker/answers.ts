/**
 * Synthetic Arrow sync answers shaped like the reference server's (server/handlers/receivables/
 * sync-arrow-batch.ts: the same schema, one record batch per 50,000-row page, dictionaries in
 * order of first appearance, money as Int64 cents, dates as days), built straight from typed
 * arrays so the bench spends its time in the worker, not in making the input.
 */
import type { Bool } from 'apache-arrow';
import {
  RecordBatch,
  RecordBatchStreamWriter,
  Struct,
  makeData,
  vectorFromArray,
  type Data,
  type DateDay,
  type Dictionary,
  type Float64,
  type Int64,
  type TimestampMillisecond,
  type Utf8,
} from 'apache-arrow';
import {
  SYNC_ARROW_META,
  SYNC_COLUMNS,
  SYNC_WIRE_KINDS,
  type SyncWireKind,
} from '../../src/api/endpoints/receivables/sync-table';
import {
  firstAppearanceCodes,
  syncSchema,
} from '../../server/handlers/receivables/sync-arrow-batch';

export type BenchTable = 'receivables' | 'payments';

/** A deterministic 32-bit hash of (row, salt), as the seed's SQL uses one per value. */
const hash = (row: number, salt: number) => {
  let h = Math.imul(row ^ (salt * 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

const DAY0 = Date.UTC(2024, 0, 1) / 86_400_000;
const CURRENCIES = ['USD', 'CNY', 'JPY', 'EUR', 'HKD', 'SGD'];
const STATUSES = ['PAID', 'OVERDUE', 'PARTIALLY_PAID', 'OPEN'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The ids of a table's rows: every receivable; ≈ 88 % of them have a payment. */
export function tableIds(table: BenchTable, receivables: number): Float64Array {
  if (table === 'receivables') return Float64Array.from({ length: receivables }, (_, i) => i + 1);
  const ids: number[] = [];
  for (let id = 1; id <= receivables; id++) if (hash(id, 7) % 100 < 88) ids.push(id);
  return Float64Array.from(ids);
}

function dictData(type: Dictionary, values: readonly string[]): Data {
  const { codes, strings } = firstAppearanceCodes(values);
  return makeData({
    type,
    length: values.length,
    nullCount: 0,
    data: codes,
    dictionary: vectorFromArray(strings, type.dictionary as Utf8),
  });
}

/** One column of the rows `ids` (seq = the id: a fresh seed inserts in id order). */
function column(
  table: BenchTable,
  name: string,
  kind: SyncWireKind,
  type: Data['type'],
  ids: Float64Array,
): Data {
  const n = ids.length;
  const at = (f: (id: number) => number) => Float64Array.from(ids, f);
  const issue = (id: number) => DAY0 + (hash(id, 1) % 1096);
  const cents = (id: number) => 10_000 + (hash(id, 2) % 50_000_000);
  switch (kind) {
    case 'f64':
      return makeData({ type: type as Float64, length: n, nullCount: 0, data: at((id) => id) });
    case 'utf8': {
      const texts = Array.from(ids, (id) => `INV${pad(id, 8)}`);
      return vectorFromArray(texts, type as Utf8).data[0] as Data;
    }
    case 'dict': {
      const pick = (id: number): string => {
        if (name === 'buyerCode') return `B${pad((hash(id, 3) % 500) + 1, 5)}`;
        if (name === 'currency') return CURRENCIES[hash(id, 4) % 6] as string;
        return STATUSES[hash(id, 5) % 4] as string;
      };
      return dictData(type as Dictionary, Array.from(ids, pick));
    }
    case 'date': {
      const day = (id: number) =>
        name === 'issueDate'
          ? issue(id)
          : name === 'dueDate'
            ? issue(id) + 30 * (1 + (hash(id, 6) % 4))
            : issue(id) + (hash(id, 8) % 200);
      return makeData({
        type: type as DateDay,
        length: n,
        nullCount: 0,
        data: Int32Array.from(ids, day),
      });
    }
    case 'money': {
      const value = (id: number) =>
        name === 'outstanding' ? Math.floor(cents(id) * ((hash(id, 9) % 3) / 2)) : cents(id);
      return makeData({
        type: type as Int64,
        length: n,
        nullCount: 0,
        data: BigInt64Array.from(ids, (id) => BigInt(value(id))),
      });
    }
    case 'bool': {
      const bits = new Uint8Array((n + 7) >> 3);
      ids.forEach((id, i) => {
        if (hash(id, 10) % 10 < 3) bits[i >> 3] = (bits[i >> 3] as number) | (1 << (i & 7));
      });
      return makeData({ type: type as Bool, length: n, nullCount: 0, data: bits });
    }
    case 'time':
      return makeData({
        type: type as TimestampMillisecond,
        length: n,
        nullCount: 0,
        data: new BigInt64Array(n).fill(1_795_000_000_000n),
      });
  }
  throw new Error(`bench: no generator for ${table}.${name}`);
}

/**
 * The pages of a first sync of `table` (limit 50,000: one batch per page), each an Arrow IPC
 * stream as the worker receives it (after the browser undid the gzip).
 */
export async function answerPages(
  table: BenchTable,
  receivables: number,
  pageRows = 50_000,
): Promise<{ pages: Uint8Array<ArrayBuffer>[]; rows: number }> {
  const ids = tableIds(table, receivables);
  const pages: Uint8Array<ArrayBuffer>[] = [];
  for (let from = 0; from < ids.length; from += pageRows) {
    const part = ids.subarray(from, Math.min(ids.length, from + pageRows));
    const done = from + pageRows >= ids.length;
    const meta = new Map([
      [SYNC_ARROW_META.table, table],
      [SYNC_ARROW_META.version, 'bench'],
      [SYNC_ARROW_META.nextSeq, String(part[part.length - 1])],
      [SYNC_ARROW_META.done, String(done)],
      [SYNC_ARROW_META.deleted, '[]'],
      ...(from === 0 ? [[SYNC_ARROW_META.remaining, String(ids.length)] as const] : []),
    ]);
    const schema = syncSchema(table, meta);
    const kinds = SYNC_WIRE_KINDS[table];
    const children = SYNC_COLUMNS[table].map((name, k) =>
      column(table, name, kinds[k] as SyncWireKind, schema.fields[k]?.type as Data['type'], part),
    );
    const batch = new RecordBatch(
      schema,
      makeData({ type: new Struct(schema.fields), length: part.length, nullCount: 0, children }),
    );
    pages.push((await RecordBatchStreamWriter.writeAll([batch]).toUint8Array()).slice());
  }
  return { pages, rows: ids.length };
}

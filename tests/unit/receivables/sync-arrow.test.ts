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
import { describe, expect, it } from 'vitest';
import {
  SYNC_ARROW_META,
  SYNC_COLUMNS,
  SYNC_WIRE_KINDS,
  type SyncWireKind,
} from '../../../src/api/endpoints/receivables/sync-table';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { createChangeSet, type ChangeSet } from '../../../src/worker/receivables/change-set';
import { decodeRows } from '../../../src/worker/receivables/chunk-codec';
import { readArrowPage } from '../../../src/worker/receivables/sync-arrow-page';
import { TABLE_LAYOUTS, type CachedTable } from '../../../src/worker/receivables/table-layouts';
import { scaledIntegers, syncSchema } from '../../../server/handlers/receivables/sync-arrow-batch';
import { receivable } from './fake-sync-server';

type Cell = string | number | boolean | null;
type JsonPage = { columns: string[]; rows: Cell[][]; deleted: [string, number][] };

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

/** A JSON page as the server's Arrow answer: its rows in batches of `size`, head in the schema. */
function arrowAnswer(table: CachedTable, page: JsonPage, size: number) {
  const meta = new Map([
    [SYNC_ARROW_META.table, table],
    [SYNC_ARROW_META.version, 'v1'],
    [SYNC_ARROW_META.nextSeq, '99'],
    [SYNC_ARROW_META.done, 'true'],
    [SYNC_ARROW_META.deleted, JSON.stringify(page.deleted)],
  ]);
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
function receivablesPage(ids: number[], deleted: number[] = []): JsonPage {
  const columns = [...SYNC_COLUMNS.receivables];
  return {
    columns,
    rows: ids.map((id) =>
      columns.map((c) => (c === 'seq' ? ++seq : ((receivable(id)[c] as Cell | undefined) ?? null))),
    ),
    deleted: deleted.map((id) => [String(id), ++seq]),
  };
}

const viaJson = (table: CachedTable, page: JsonPage) => {
  const set = createChangeSet(TABLE_LAYOUTS[table]);
  set.addPage(page);
  return set;
};

async function viaArrow(table: CachedTable, page: JsonPage, size: number) {
  const { schema, batches } = arrowAnswer(table, page, size);
  const writer = RecordBatchStreamWriter.writeAll(batches.length ? batches : []);
  if (!batches.length) writer.reset(undefined, schema);
  const bytes = await writer.toUint8Array();
  const set = createChangeSet(TABLE_LAYOUTS[table]);
  const seen: number[] = [];
  const head = await readArrowPage(new Response(bytes.slice().buffer), set.arrowPage(), {
    onRows: (rows) => seen.push(rows),
  });
  return { set, head, seen };
}

/** Every row of every chunk a first sync would write, as values. */
function stored(
  table: CachedTable,
  set: ChangeSet,
  existing = applyChanges(TABLE_LAYOUTS[table], [], set, 7),
) {
  return existing.chunks.map((chunk) => {
    const rows = decodeRows(TABLE_LAYOUTS[table], chunk.bytes);
    return Array.from({ length: rows.length }, (_, i) =>
      TABLE_LAYOUTS[table].columns.map((_, k) => rows.value(k, i)),
    );
  });
}

describe('a sync answer in Arrow becomes the same change set and chunks as its JSON', () => {
  it('first sync: batches of another size, replaced dictionaries, money, dates and flags', async () => {
    const page = receivablesPage([5, 3, 9, 1, 2, 8, 7, 4, 6, 10, 11, 12, 13]);
    const json = viaJson('receivables', page);
    const { set, head, seen } = await viaArrow('receivables', page, 4);
    expect(seen).toEqual([4, 8, 12, 13]);
    expect(head).toMatchObject({ table: 'receivables', version: 'v1', nextSeq: 99, done: true });
    expect([...set.latest]).toEqual([...json.latest]);
    expect(stored('receivables', set)).toEqual(stored('receivables', json));
    expect(stored('receivables', set)[0]?.[0]).toEqual([
      1,
      'INV00000001',
      'B00002',
      'CNY',
      '2025-02-11',
      '2025-11-02',
      1007.01,
      503.5,
      'OPEN',
      'false',
    ]);
  });

  it('incremental: upserts and tombstones merged by seq patch the chunks alike', async () => {
    const base = viaJson(
      'receivables',
      receivablesPage(Array.from({ length: 20 }, (_, i) => i + 1)),
    );
    const existing = applyChanges(TABLE_LAYOUTS.receivables, [], base, 7).chunks;
    // 3 is deleted, then 3 comes back later in the same page; 15 is deleted for good.
    const page = receivablesPage([4, 21], [3, 15]);
    page.rows.push(
      SYNC_COLUMNS.receivables.map((c) =>
        c === 'seq' ? ++seq : ((receivable(3, { outstanding: '1.00' })[c] as Cell) ?? null),
      ),
    );
    const json = viaJson('receivables', page);
    const { set } = await viaArrow('receivables', page, 2);
    expect([...set.latest]).toEqual([...json.latest]);
    const patch = (s: ChangeSet) => applyChanges(TABLE_LAYOUTS.receivables, existing, s, 7);
    expect(stored('receivables', set, patch(set))).toEqual(
      stored('receivables', json, patch(json)),
    );
  });

  it('keeps a missing invoice number empty and string keys as text (payments, buyers)', async () => {
    const payments: JsonPage = {
      columns: [...SYNC_COLUMNS.payments],
      rows: [
        [
          7,
          7,
          'INV00000007',
          'B00001',
          'USD',
          '2025-03-01',
          '12.30',
          '2026-11-01T00:00:00.000Z',
          1,
        ],
        [8, 8, null, 'B00002', 'JPY', '2025-03-02', '5230000.00', '2026-11-01T00:00:00.000Z', 2],
      ],
      deleted: [],
    };
    const { set } = await viaArrow('payments', payments, 10);
    expect(stored('payments', set)).toEqual(stored('payments', viaJson('payments', payments)));
    const buyers: JsonPage = {
      columns: [...SYNC_COLUMNS.buyers],
      rows: [
        ['B00002', 'Zeta, Ltd. 株式会社', 'JP', '2026-11-01T00:00:00.000Z', 3],
        ['B00001', 'Alpha', 'SG', '2026-11-01T00:00:00.000Z', 4],
      ],
      deleted: [['B00009', 5]],
    };
    const arrow = await viaArrow('buyers', buyers, 1);
    expect([...arrow.set.latest]).toEqual([
      ['B00002', 0],
      ['B00001', 1],
      ['B00009', -1],
    ]);
    expect(stored('buyers', arrow.set)).toEqual(stored('buyers', viaJson('buyers', buyers)));
  });

  it('reads exact cents from decimal text, past 2^53 too', () => {
    const cents = scaledIntegers('0.00,-12.34,5230000.00,99999999999999.99,1.5', 5, 2);
    expect([...cents]).toEqual([0n, -1234n, 523000000n, 9999999999999999n, 150n]);
  });
});

/**
 * A dataset's engine table, built from its table's stored chunks with no network. The buyer
 * name is not stored in the chunks (it would repeat in every row and every rewrite): each
 * chunk's buyerCode dictionary is mapped through the buyers table into a second dictionary
 * over the *same* code buffer, so the derived column costs one small dictionary per chunk.
 */
import {
  Dictionary,
  Field,
  Int32,
  RecordBatch,
  Schema,
  Struct,
  Utf8,
  makeData,
  vectorFromArray,
} from 'apache-arrow';
import type { Data, Vector } from 'apache-arrow';
import type { ChunkRecord } from '../../db/records';
import type { DatasetSpec } from '../../shared/receivables/datasets';
import { createTable } from '../query/create-table';
import { tableFromArrow } from '../query/table-from-arrow';
import type { Column, ColumnSpec, StringColumn, Table } from '../query/types';
import { formatDay } from '../query/values';
import { decodeBatch, decodeRows } from './chunk-codec';
import { engineType, TABLE_LAYOUTS, type CachedTable } from './table-layouts';

/** Buyer code → buyer name, from the buyers table's chunks. */
export function buyerNames(chunks: readonly ChunkRecord[]): Map<string, string> {
  const names = new Map<string, string>();
  const layout = TABLE_LAYOUTS.buyers;
  for (const chunk of chunks) {
    const rows = decodeRows(layout, chunk.bytes);
    for (let i = 0; i < rows.length; i++) {
      const name = rows.value(1, i);
      if (name !== null) names.set(String(rows.key(i)), String(name));
    }
  }
  return names;
}

// Past the stored columns' dictionary ids (their column indexes).
const BUYER_NAME_DICTIONARY_ID = 1000;

function withBuyerName(
  batch: RecordBatch,
  schema: Schema,
  names: Map<string, string>,
): RecordBatch {
  const codes = batch.getChild('buyerCode')?.data[0] as Data | undefined;
  if (!codes?.dictionary) throw new Error('receivables cache: buyerCode is not dictionary-encoded');
  const dictionary = codes.dictionary as Vector;
  const mapped: (string | null)[] = [];
  for (let i = 0; i < dictionary.length; i++) {
    mapped.push(names.get(String(dictionary.get(i))) ?? null);
  }
  const buyerName = makeData({
    type: schema.fields.at(-1)?.type,
    offset: codes.offset,
    length: codes.length,
    nullCount: codes.nullCount,
    nullBitmap: codes.nullBitmap,
    data: codes.values,
    dictionary: vectorFromArray(mapped, new Utf8()),
  } as never) as Data;
  const struct = makeData({
    type: new Struct(schema.fields),
    length: batch.numRows,
    nullCount: 0,
    children: [...batch.data.children, buyerName],
  });
  return new RecordBatch(schema, struct);
}

/**
 * The dataset's table as a view of its row table's engine table (`rawEngineTable`): the same
 * column objects, so the list, the dashboards and the forecast build and warm each column
 * once. Null when a column's type differs from the row table's (then it needs its own table).
 */
export function datasetView(spec: DatasetSpec, raw: Table): Table | null {
  const specs: ColumnSpec[] = spec.columns.map(({ name, type }) => ({ name, type }));
  const rawTypes = new Map(raw.specs.map((c) => [c.name, c.type]));
  if (specs.some((c) => rawTypes.get(c.name) !== c.type)) return null;
  const names = new Set(specs.map((c) => c.name));
  const { columns } = raw;
  return {
    length: raw.length,
    specs,
    columns: {
      get: (name) => (names.has(name) ? columns.get(name) : undefined),
      ...(columns.buildStep
        ? { buildStep: (name: string) => !names.has(name) || (columns.buildStep?.(name) ?? true) }
        : {}),
    },
    rowAt: (row) => {
      const whole = raw.rowAt(row);
      const out: Record<string, unknown> = {};
      for (const { name } of specs) out[name] = whole[name];
      return out;
    },
  };
}

/** The engine table of `spec` over its row table's chunks (in key order). */
export function datasetTable(
  spec: DatasetSpec,
  chunks: readonly ChunkRecord[],
  buyers: Map<string, string>,
): Table {
  return engineTable(
    spec.columns.map(({ name, type }) => ({ name, type })),
    chunks,
    buyers,
  );
}

/**
 * One cached table as the engine sees it: every stored column, plus buyerName where the table
 * has a buyerCode dictionary (the buyers table stores its own name).
 */
export function rawEngineTable(
  name: CachedTable,
  chunks: readonly ChunkRecord[],
  buyers: Map<string, string>,
): Table {
  const layout = TABLE_LAYOUTS[name];
  const specs: ColumnSpec[] = layout.columns.map((c) => ({ name: c.name, type: engineType(c) }));
  const withName = layout.columns.some((c) => c.name === 'buyerCode' && c.kind === 'dict');
  if (!withName) {
    if (chunks.length === 0) return createTable(specs, []);
    return tableFromArrow(
      chunks.map((chunk) => decodeBatch(chunk.bytes)),
      specs,
    );
  }
  return engineTable([...specs, { name: 'buyerName', type: 'string' }], chunks, buyers);
}

function engineTable(
  specs: ColumnSpec[],
  chunks: readonly ChunkRecord[],
  buyers: Map<string, string>,
): Table {
  if (chunks.length === 0) return createTable(specs, []);
  const batches = chunks.map((chunk) => decodeBatch(chunk.bytes));
  const first = batches[0] as RecordBatch;
  const schema = new Schema([
    ...first.schema.fields,
    new Field('buyerName', new Dictionary(new Utf8(), new Int32(), BUYER_NAME_DICTIONARY_ID), true),
  ]);
  return tableFromArrow(
    batches.map((batch) => withBuyerName(batch, schema, buyers)),
    specs,
  );
}

/**
 * A cached table's engine table, which lets go of the Arrow chunks it was read from once it no
 * longer needs them (issue 21, memory). The engine reads a column not built yet straight from
 * its chunk, and keeps a plain Utf8 dictionary (the invoice numbers) as the chunk's bytes until
 * it is decoded, so its table holds every chunk's IPC buffer for good: at 1M receivables that
 * was 130 MB of chunk bytes beside the built columns that repeat them. Once every column is
 * built and decoded (the warm-up's end), `release()` swaps the table's insides for the built
 * columns alone. `table` keeps its identity throughout, so what the engine, the dashboards and
 * the forecast keep per table (group-id buffers, joins, an answer computed from it) stays valid.
 */
export interface ReleasableTable {
  readonly table: Table;
  /** True once the chunks are let go (or there were none); false while a column is unbuilt. */
  release(): boolean;
}

export function releasable(inner: Table): ReleasableTable {
  let source = inner;
  // The closures below share one scope: only `source` may point at the Arrow table, or the
  // table would keep it (and every chunk) alive after the release.
  let released = false;
  const table: Table = {
    length: inner.length,
    specs: inner.specs,
    columns: {
      get: (name) => source.columns.get(name),
      ...(inner.columns.buildStep
        ? { buildStep: (name: string) => source.columns.buildStep?.(name) ?? true }
        : {}),
    },
    rowAt: (row) => source.rowAt(row),
  };
  return {
    table,
    release() {
      if (released) return true;
      const built = builtTable(source);
      if (!built) return false;
      source = built;
      released = true;
      return true;
    },
  };
}

/** A string column whose dictionary is decoded: the same codes and caches, no chunk bytes. */
function decodedColumn(column: StringColumn): StringColumn {
  const dict = column.dict();
  return {
    kind: 'string',
    name: column.name,
    type: 'string',
    codes: column.codes,
    size: column.size,
    dict: () => dict,
    text: (code) => dict[code] as string,
    cache: column.cache,
  };
}

/**
 * The table over its built columns only (rows read as the engine's Arrow table reads a built
 * column), or null when a column is not built or a dictionary not decoded yet: releasing then
 * would build it here, in one long task, instead of in the warm-up's slices.
 */
function builtTable(inner: Table): Table | null {
  const built = new Map<string, Column>();
  for (const { name } of inner.specs) {
    // A built column's step does nothing and answers true.
    if (!(inner.columns.buildStep?.(name) ?? true)) return null;
    const column = inner.columns.get(name);
    if (!column) return null;
    if (column.kind === 'string' && column.decodeStep) {
      if (!column.decodeStep()) return null;
      built.set(name, decodedColumn(column));
    } else built.set(name, column);
  }
  const readers = inner.specs.map(({ name, type }): [string, (row: number) => unknown] => {
    const column = built.get(name) as Column;
    if (column.kind === 'string') {
      const { codes, text } = column;
      return [name, (row) => ((codes[row] as number) < 0 ? null : text(codes[row] as number))];
    }
    const { values } = column;
    // Each distinct day formatted once, as the chunk's dictionary gave it (a million Dates cost seconds).
    const days = new Map<number, string>();
    const day = (v: number) => {
      let text = days.get(v);
      if (text === undefined) days.set(v, (text = formatDay(v)));
      return text;
    };
    const out =
      type === 'money' ? (v: number) => v / 100 : type === 'date' ? day : (v: number) => v;
    return [
      name,
      (row) => {
        const v = values[row] as number;
        return v !== v ? null : out(v);
      },
    ];
  });
  return {
    length: inner.length,
    specs: inner.specs,
    columns: { get: (name) => built.get(name) },
    rowAt: (row) => {
      const obj: Record<string, unknown> = {};
      for (const [name, read] of readers) obj[name] = read(row);
      return obj;
    },
  };
}

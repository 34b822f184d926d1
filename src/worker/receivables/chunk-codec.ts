/**
 * One chunk of a mirrored table as Arrow IPC bytes (a stream holding one record batch) and
 * back. Each chunk carries its own dictionaries, so rewriting one chunk never touches another;
 * the engine takes per-chunk dictionaries as they are (table-from-arrow.ts).
 */
import {
  Dictionary,
  Field,
  Float64,
  Int32,
  RecordBatch,
  Schema,
  Struct,
  Table,
  Utf8,
  makeData,
  tableFromIPC,
  tableToIPC,
  vectorFromArray,
} from 'apache-arrow';
import type { Data, Vector } from 'apache-arrow';
import type { CellValue } from './cell-value';
import type { RowSource } from './row-source';
import type { CachedTable, RowKey, TableLayout } from './table-layouts';

const schemas = new Map<CachedTable, Schema>();

/** The same schema (field order, dictionary ids) for every chunk of a table: batches of all chunks then form one Arrow table. */
export function layoutSchema(layout: TableLayout): Schema {
  let schema = schemas.get(layout.table);
  if (!schema) {
    schema = new Schema(
      layout.columns.map((column, id) => {
        const type =
          column.kind === 'dict' || column.kind === 'bool'
            ? new Dictionary(new Utf8(), new Int32(), id)
            : column.kind === 'utf8'
              ? new Utf8()
              : new Float64();
        return new Field(column.name, type, true);
      }),
    );
    schemas.set(layout.table, schema);
  }
  return schema;
}

function bitmapOf(length: number, isNull: (i: number) => boolean) {
  const bitmap = new Uint8Array((length + 7) >> 3);
  let nulls = 0;
  for (let i = 0; i < length; i++) {
    if (isNull(i)) nulls++;
    else bitmap[i >> 3] = (bitmap[i >> 3] as number) | (1 << (i & 7));
  }
  return { nullCount: nulls, nullBitmap: nulls > 0 ? bitmap : null };
}

function columnData(field: Field, k: number, source: RowSource): Data {
  const n = source.length;
  if (DataTypeIs.dictionary(field.type)) {
    const codeOf = new Map<string, number>();
    const strings: string[] = [];
    const codes = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const v = source.value(k, i);
      if (v === null) continue;
      const s = String(v);
      let code = codeOf.get(s);
      if (code === undefined) {
        code = strings.length;
        codeOf.set(s, code);
        strings.push(s);
      }
      codes[i] = code;
    }
    return makeData({
      type: field.type,
      length: n,
      ...bitmapOf(n, (i) => source.value(k, i) === null),
      data: codes,
      dictionary: vectorFromArray(strings, new Utf8()),
    } as never);
  }
  if (DataTypeIs.utf8(field.type)) {
    const values: (string | null)[] = new Array<string | null>(n);
    for (let i = 0; i < n; i++) {
      const v = source.value(k, i);
      values[i] = v === null ? null : String(v);
    }
    return vectorFromArray(values, new Utf8()).data[0] as Data;
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = source.value(k, i);
    values[i] = v === null ? Number.NaN : Number(v);
  }
  return makeData({
    type: new Float64(),
    length: n,
    ...bitmapOf(n, (i) => Number.isNaN(values[i])),
    data: values,
  });
}

const DataTypeIs = {
  dictionary: (t: Field['type']) => t instanceof Dictionary,
  utf8: (t: Field['type']) => t instanceof Utf8,
};

export interface EncodedChunk {
  bytes: Uint8Array;
  rowCount: number;
  minKey: RowKey;
  maxKey: RowKey;
}

/** Every row of `source`, in its order (the caller keeps it sorted by key). */
export function encodeChunk(layout: TableLayout, source: RowSource): EncodedChunk {
  const schema = layoutSchema(layout);
  const children = schema.fields.map((field, k) => columnData(field, k, source));
  const struct = makeData({
    type: new Struct(schema.fields),
    length: source.length,
    nullCount: 0,
    children,
  });
  const batch = new RecordBatch(schema, struct);
  return {
    bytes: tableToIPC(new Table(schema, [batch]), 'stream'),
    rowCount: source.length,
    minKey: source.key(0),
    maxKey: source.key(source.length - 1),
  };
}

/** The chunk's record batch, for the engine. */
export function decodeBatch(bytes: Uint8Array): RecordBatch {
  const batch = tableFromIPC(bytes).batches[0];
  if (!batch) throw new Error('receivables cache: a chunk holds no record batch');
  return batch;
}

/** The chunk's rows as a RowSource, for an incremental rewrite. */
export function decodeRows(layout: TableLayout, bytes: Uint8Array): RowSource {
  const batch = decodeBatch(bytes);
  const columns: ArrayLike<CellValue>[] = layout.columns.map((column, k) => {
    const vector = batch.getChildAt(k) as Vector | null;
    if (!vector) throw new Error(`receivables cache: a chunk lacks column "${column.name}"`);
    if (column.kind === 'float' || column.kind === 'money') {
      // Nulls are NaN in what we write; the validity bitmap says so too.
      const out = new Array<CellValue>(vector.length);
      for (let i = 0; i < vector.length; i++) {
        const v = vector.get(i) as number | null;
        out[i] = v === null || Number.isNaN(v) ? null : v;
      }
      return out;
    }
    return Array.from(vector as Iterable<string | null>, (v) => v ?? null);
  });
  return {
    length: batch.numRows,
    value: (column, row) => (columns[column] as ArrayLike<CellValue>)[row] ?? null,
    key: (row) => (columns[0] as ArrayLike<CellValue>)[row] as RowKey,
  };
}

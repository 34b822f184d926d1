/**
 * One chunk of a mirrored table as Arrow IPC bytes (a stream holding one record batch) and
 * back. Each chunk carries its own dictionaries, so rewriting one chunk never touches another;
 * the engine takes per-chunk dictionaries as they are (table-from-arrow.ts).
 *
 * Both ways work on whole columns: the writer builds each column's Arrow Data with `makeData`
 * from typed arrays it fills in one loop (Float64 values, Int32 codes, Utf8 offsets and bytes
 * built by hand), and the reader hands an incremental rewrite the batch's buffers as they are
 * (codes, doubles, Utf8 bytes), so rewritten rows are copied, never decoded value by value.
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
  makeVector,
  tableFromIPC,
  tableToIPC,
} from 'apache-arrow';
import type { Data } from 'apache-arrow';
import { decodeUtf8 } from '../query/decode-utf8';
import { wholeRows, type ColumnarRows, type ColumnData, type RowSource } from './row-source';
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

/** A validity bitmap from a per-row "valid" byte array; null when every row is valid. */
export function bitmapOf(valid: Uint8Array, length: number) {
  const bitmap = new Uint8Array((length + 7) >> 3);
  let nulls = 0;
  for (let i = 0; i < length; i++) {
    if (valid[i]) bitmap[i >> 3] = (bitmap[i >> 3] as number) | (1 << (i & 7));
    else nulls++;
  }
  return { nullCount: nulls, nullBitmap: nulls > 0 ? bitmap : null };
}

const isValidBit = (bitmap: Uint8Array | null, i: number) =>
  !bitmap || (((bitmap[i >> 3] as number) >> (i & 7)) & 1) === 1;

const encoder = new TextEncoder();

/** A string column from its parts: `valid[i]` 0 for a null row, which holds no bytes. */
export function utf8Of(
  n: number,
  valid: Uint8Array,
  offsets: Int32Array,
  bytes: Uint8Array,
): Data<Utf8> {
  return makeData({
    type: new Utf8(),
    length: n,
    ...bitmapOf(valid, n),
    valueOffsets: offsets,
    data: bytes,
  });
}

/**
 * Arrow Utf8 Data from strings (null: empty): one TextEncoder call for the whole column when
 * it is ASCII (byte offsets are then the string offsets), else one `encodeInto` per string.
 */
export function utf8Data(strings: readonly (string | null)[]): Data<Utf8> {
  const n = strings.length;
  const valid = new Uint8Array(n);
  const offsets = new Int32Array(n + 1);
  let chars = 0;
  for (let i = 0; i < n; i++) {
    const s = strings[i];
    if (s !== null && s !== undefined) {
      valid[i] = 1;
      chars += s.length;
    }
    offsets[i + 1] = chars;
  }
  const joined = n === 0 ? '' : strings.join('');
  let bytes = encoder.encode(joined);
  if (bytes.length !== chars) {
    // Not ASCII: encode each string after the other into room for the worst case (3 bytes per UTF-16 unit).
    bytes = new Uint8Array(chars * 3);
    let at = 0;
    for (let i = 0; i < n; i++) {
      const s = strings[i];
      if (s) at += encoder.encodeInto(s, bytes.subarray(at)).written;
      offsets[i + 1] = at;
    }
    bytes = bytes.slice(0, at);
  }
  return utf8Of(n, valid, offsets, bytes);
}

/** Sources per output row: `source(i)` and `rows[i]`. */
interface Gather {
  n: number;
  from: Uint8Array | null;
  rows: Int32Array;
  /** `runStart`: the first row when the rows are a run of one source, else -1. */
  run: number;
  columns: (k: number) => ColumnData[];
}

const sourceIndex = (g: Gather, i: number) => (g.from ? (g.from[i] as number) : 0);

/** The first row when `rows` are `first, first + 1, …` of one source (a first sync's chunk); else -1. */
function runStart(g: Gather): number {
  if (g.from || g.n === 0) return -1;
  const first = g.rows[0] as number;
  for (let i = 1; i < g.n; i++) if ((g.rows[i] as number) !== first + i) return -1;
  return first;
}

function numberData(g: Gather, k: number): Data {
  const columns = g.columns(k);
  for (const column of columns)
    if (column.kind !== 'number')
      throw new Error('receivables cache: a number column changed kind');
  const sources = columns as Extract<ColumnData, { kind: 'number' }>[];
  const { rows } = g;
  const run = g.run;
  // A run of one source is one copy; else a gather.
  const values =
    run >= 0
      ? (sources[0] as { values: Float64Array }).values.slice(run, run + g.n)
      : new Float64Array(g.n);
  if (run < 0)
    for (let i = 0; i < g.n; i++)
      values[i] = (sources[sourceIndex(g, i)] as { values: Float64Array }).values[
        rows[i] as number
      ] as number;
  const valid = new Uint8Array(g.n);
  for (let i = 0; i < g.n; i++) {
    const v = values[i] as number;
    valid[i] = v === v ? 1 : 0;
  }
  return makeData({ type: new Float64(), length: g.n, ...bitmapOf(valid, g.n), data: values });
}

/**
 * A dictionary column: codes renumbered into a new dictionary of the strings in their order of
 * first appearance. Each source's codes map through a table filled once per source code.
 */
function dictionaryData(g: Gather, k: number, type: Dictionary): Data {
  const columns = g.columns(k);
  const remaps = columns.map((c) =>
    c.kind === 'codes' ? new Int32Array(c.dict.length).fill(-1) : null,
  );
  const codeOf = new Map<string, number>();
  const strings: string[] = [];
  const codes = new Int32Array(g.n);
  const valid = new Uint8Array(g.n);
  const { rows } = g;
  for (const column of columns)
    if (column.kind !== 'codes')
      throw new Error('receivables cache: a dictionary column changed kind');
  const sources = columns as Extract<ColumnData, { kind: 'codes' }>[];
  /** The chunk's code of source `s`'s code `local`, the first time the pair is met. */
  const firstSeen = (s: number, local: number): number => {
    const text = (sources[s] as { dict: readonly string[] }).dict[local] as string;
    let code = codeOf.get(text);
    if (code === undefined) {
      code = strings.length;
      codeOf.set(text, code);
      strings.push(text);
    }
    (remaps[s] as Int32Array)[local] = code;
    return code;
  };
  if (!g.from) {
    // One source (a first sync's rows, or a chunk split): its codes and table hoisted.
    const source = (sources[0] as { codes: Int32Array }).codes;
    const remap = remaps[0] as Int32Array;
    for (let i = 0; i < g.n; i++) {
      const local = source[rows[i] as number] as number;
      if (local < 0) continue;
      const code = remap[local] as number;
      codes[i] = code >= 0 ? code : firstSeen(0, local);
      valid[i] = 1;
    }
  } else {
    for (let i = 0; i < g.n; i++) {
      const s = g.from[i] as number;
      const local = (sources[s] as { codes: Int32Array }).codes[rows[i] as number] as number;
      if (local < 0) continue;
      const code = (remaps[s] as Int32Array)[local] as number;
      codes[i] = code >= 0 ? code : firstSeen(s, local);
      valid[i] = 1;
    }
  }
  return makeData({
    type,
    length: g.n,
    ...bitmapOf(valid, g.n),
    data: codes,
    dictionary: makeVector(utf8Data(strings)),
  });
}

/** A plain string column: strings are encoded, a chunk's bytes copied as they are. */
function plainUtf8Data(g: Gather, k: number): Data {
  const columns = g.columns(k);
  const { rows } = g;
  if (columns.every((c) => c.kind === 'strings')) {
    const strings = new Array<string | null>(g.n);
    for (let i = 0; i < g.n; i++) {
      const column = columns[sourceIndex(g, i)] as Extract<ColumnData, { kind: 'strings' }>;
      strings[i] = column.strings[rows[i] as number] ?? null;
    }
    return utf8Data(strings);
  }
  if (columns.every((c) => c.kind === 'utf8')) return copiedUtf8Data(g, columns);
  // Mixed: bytes for every row (strings encoded one by one), then one copy into place.
  const parts: Uint8Array[] = new Array<Uint8Array>(g.n);
  const offsets = new Int32Array(g.n + 1);
  const valid = new Uint8Array(g.n);
  let size = 0;
  for (let i = 0; i < g.n; i++) {
    const column = columns[sourceIndex(g, i)] as ColumnData;
    const row = rows[i] as number;
    if (column.kind === 'utf8') {
      if (isValidBit(column.valid, row)) {
        valid[i] = 1;
        size += (column.offsets[row + 1] as number) - (column.offsets[row] as number);
      }
    } else if (column.kind === 'strings') {
      const s = column.strings[row];
      if (s !== null && s !== undefined) {
        valid[i] = 1;
        const bytes = encoder.encode(s);
        parts[i] = bytes;
        size += bytes.length;
      }
    } else throw new Error('receivables cache: a string column changed kind');
    offsets[i + 1] = size;
  }
  const bytes = new Uint8Array(size);
  for (let i = 0; i < g.n; i++) {
    if (!valid[i]) continue;
    const at = offsets[i] as number;
    const part = parts[i];
    if (part) {
      bytes.set(part, at);
      continue;
    }
    const column = columns[sourceIndex(g, i)] as Extract<ColumnData, { kind: 'utf8' }>;
    const row = rows[i] as number;
    const src = column.bytes;
    const end = column.offsets[row + 1] as number;
    for (let b = column.offsets[row] as number, o = at; b < end; b++, o++)
      bytes[o] = src[b] as number;
  }
  return utf8Of(g.n, valid, offsets, bytes);
}

/**
 * A plain string column whose rows are all UTF-8 bytes already (synced in Arrow, or a chunk's):
 * offsets and validity in one pass, then the bytes copied, in one piece for a run of rows.
 */
function copiedUtf8Data(g: Gather, columns: readonly ColumnData[]): Data {
  const sources = columns as Extract<ColumnData, { kind: 'utf8' }>[];
  const { rows } = g;
  const offsets = new Int32Array(g.n + 1);
  const valid = new Uint8Array(g.n);
  let size = 0;
  for (let i = 0; i < g.n; i++) {
    const column = sources[sourceIndex(g, i)] as Extract<ColumnData, { kind: 'utf8' }>;
    const row = rows[i] as number;
    if (isValidBit(column.valid, row)) {
      valid[i] = 1;
      size += (column.offsets[row + 1] as number) - (column.offsets[row] as number);
    }
    offsets[i + 1] = size;
  }
  let bytes: Uint8Array;
  const run = g.run;
  const only = sources[0];
  if (
    run >= 0 &&
    only &&
    (only.offsets[run + g.n] as number) - (only.offsets[run] as number) === size
  ) {
    // Every row's bytes, nulls holding none: one slice of the source.
    const start = only.offsets[run] as number;
    bytes = only.bytes.slice(start, start + size);
  } else {
    bytes = new Uint8Array(size);
    for (let i = 0; i < g.n; i++) {
      if (!valid[i]) continue;
      const column = sources[sourceIndex(g, i)] as Extract<ColumnData, { kind: 'utf8' }>;
      const row = rows[i] as number;
      const from = column.offsets[row] as number;
      const end = column.offsets[row + 1] as number;
      const at = offsets[i] as number;
      if (end - from > 32) bytes.set(column.bytes.subarray(from, end), at);
      else for (let b = from, o = at; b < end; b++, o++) bytes[o] = column.bytes[b] as number;
    }
  }
  return utf8Of(g.n, valid, offsets, bytes);
}

export interface EncodedChunk {
  bytes: Uint8Array;
  rowCount: number;
  minKey: RowKey;
  maxKey: RowKey;
}

/** Every row of `source`, in its order (the caller keeps it sorted by key). */
export function encodeChunk(layout: TableLayout, source: RowSource): EncodedChunk {
  const schema = layoutSchema(layout);
  const sources = source.sources;
  const g: Gather = {
    n: source.length,
    from: source.from,
    rows: source.rows,
    run: -1,
    columns: (k) => sources.map((s) => s.columns[k] as ColumnData),
  };
  g.run = runStart(g);
  const children = schema.fields.map((field, k) => {
    const kind = layout.columns[k]?.kind;
    if (kind === 'dict' || kind === 'bool') return dictionaryData(g, k, field.type as Dictionary);
    if (kind === 'utf8') return plainUtf8Data(g, k);
    return numberData(g, k);
  });
  return chunkOf(layout, children, source.key(0), source.key(source.length - 1));
}

/** A chunk from its columns' Arrow Data, in the layout's order (every chunk's writer ends here). */
export function chunkOf(
  layout: TableLayout,
  children: Data[],
  minKey: RowKey,
  maxKey: RowKey,
): EncodedChunk {
  const schema = layoutSchema(layout);
  const length = children[0]?.length ?? 0;
  const struct = makeData({ type: new Struct(schema.fields), length, nullCount: 0, children });
  const batch = new RecordBatch(schema, struct);
  return {
    bytes: tableToIPC(new Table(schema, [batch]), 'stream'),
    rowCount: length,
    minKey,
    maxKey,
  };
}

/** The chunk's record batch, for the engine. */
export function decodeBatch(bytes: Uint8Array): RecordBatch {
  const batch = tableFromIPC(bytes).batches[0];
  if (!batch) throw new Error('receivables cache: a chunk holds no record batch');
  return batch;
}

/** A Data's validity bitmap re-based to row 0 (null when it has no nulls). */
function validityOf(data: Data): Uint8Array | null {
  const bitmap = data.nullBitmap;
  if (data.nullCount === 0 || !bitmap || bitmap.length === 0) return null;
  if (data.offset === 0) return bitmap;
  const out = new Uint8Array((data.length + 7) >> 3);
  for (let i = 0; i < data.length; i++) {
    const bit = data.offset + i;
    if ((((bitmap[bit >> 3] as number) >> (bit & 7)) & 1) === 1)
      out[i >> 3] = (out[i >> 3] as number) | (1 << (i & 7));
  }
  return out;
}

/** One column of a decoded chunk, from its buffers (no per-value `get`). */
function columnOf(data: Data, name: string): ColumnData {
  const valid = validityOf(data);
  const n = data.length;
  if (data.type instanceof Dictionary) {
    const dictionary = data.dictionary?.data;
    if (!dictionary) throw new Error(`receivables cache: column "${name}" has no dictionary`);
    const dict: string[] = [];
    for (const part of dictionary) {
      const partValid = validityOf(part);
      decodeUtf8(
        part.values as Uint8Array,
        (part.valueOffsets as Int32Array).subarray(part.offset),
        part.length,
        (i) => isValidBit(partValid, i),
        dict,
      );
    }
    const codes = (data.values as Int32Array).slice(data.offset, data.offset + n);
    if (valid) for (let i = 0; i < n; i++) if (!isValidBit(valid, i)) codes[i] = -1;
    return { kind: 'codes', codes, dict };
  }
  if (data.type instanceof Utf8) {
    return {
      kind: 'utf8',
      bytes: data.values as Uint8Array,
      offsets: (data.valueOffsets as Int32Array).subarray(data.offset, data.offset + n + 1),
      valid,
    };
  }
  // Nulls are NaN in what we write; the validity bitmap says so too.
  const values = Float64Array.from(
    (data.values as Float64Array).subarray(data.offset, data.offset + n),
  );
  if (valid) for (let i = 0; i < n; i++) if (!isValidBit(valid, i)) values[i] = Number.NaN;
  return { kind: 'number', values };
}

/** The chunk's rows as columns, for an incremental rewrite. */
export function decodeColumns(layout: TableLayout, bytes: Uint8Array): ColumnarRows {
  const batch = decodeBatch(bytes);
  const columns = layout.columns.map((column, k) => {
    const data = batch.getChildAt(k)?.data[0] as Data | undefined;
    if (!data) throw new Error(`receivables cache: a chunk lacks column "${column.name}"`);
    return columnOf(data, column.name);
  });
  return { length: batch.numRows, columns };
}

/** The chunk's rows as a RowSource, for an incremental rewrite. */
export function decodeRows(layout: TableLayout, bytes: Uint8Array): RowSource {
  return wholeRows(decodeColumns(layout, bytes));
}

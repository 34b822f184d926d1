/**
 * A chunk made straight from one record batch of an Arrow sync answer, when the batch holds
 * exactly a chunk's rows (a first sync whose batches line up with the chunks: chunk-ahead.ts).
 * The general path copies each batch into the change set's growing columns
 * (sync-arrow-rows.ts) and then gathers a chunk's rows from them (chunk-codec.ts); here each
 * column goes from the batch's buffers to the chunk's in one loop: ids are one copy, invoice
 * numbers one copy of their UTF-8 bytes, dictionary codes renumbered through a table per batch
 * dictionary entry, dates formatted once per distinct day, money turned from cents into
 * currency units. The bytes are exactly those of the general path (same rules for empties, same
 * dictionary order: first appearance), which the tests compare.
 */
import {
  DataType,
  DateUnit,
  Float64,
  Precision,
  makeData,
  makeVector,
  type Data,
  type Dictionary,
  type RecordBatch,
} from 'apache-arrow';
import {
  bitmapOf,
  chunkOf,
  layoutSchema,
  utf8Data,
  utf8Of,
  type EncodedChunk,
} from './chunk-codec';
import type { StoredColumn, TableLayout } from './table-layouts';
import { validity } from './arrow-validity';

const TWO_32 = 4_294_967_296;
const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Float64 values (NaN: empty), as the change set keeps a number column; null: not a number type. */
function numbersOf(data: Data, scale: number): Float64Array | null {
  const n = data.length;
  let values: Float64Array;
  if (DataType.isInt(data.type) && data.type.bitWidth === 64) {
    const unit = 10 ** scale;
    const source = data.values as BigInt64Array;
    const words = new Int32Array(source.buffer, source.byteOffset, source.length * 2);
    const from = data.offset * 2;
    values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const lo = (words[from + 2 * i] as number) >>> 0;
      const hi = words[from + 2 * i + 1] as number;
      values[i] = (hi * TWO_32 + lo) / unit;
    }
  } else if (DataType.isFloat(data.type) && data.type.precision === Precision.DOUBLE) {
    values = (data.values as Float64Array).slice(data.offset, data.offset + n);
  } else return null;
  const valid = validity(data);
  if (valid) for (let i = 0; i < n; i++) if (!valid(i)) values[i] = Number.NaN;
  return values;
}

function numberData(values: Float64Array): Data {
  const n = values.length;
  const valid = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    valid[i] = v === v ? 1 : 0;
  }
  return makeData({ type: new Float64(), length: n, ...bitmapOf(valid, n), data: values });
}

/**
 * A dictionary column of the chunk: row i holds wire value `ids[i]` (a wire code, a day, a bit),
 * whose text (null: empty) `textOf` gives once per distinct value; codes are numbered in order
 * of first appearance.
 */
function codesData(
  type: Dictionary,
  ids: Int32Array,
  distinct: number,
  textOf: (id: number) => string | null,
  valid: ((i: number) => boolean) | null,
): Data {
  const n = ids.length;
  const codeOfId = new Int32Array(distinct).fill(-2);
  const codeOf = new Map<string, number>();
  const strings: string[] = [];
  const codes = new Int32Array(n);
  const present = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    // A null row is no value: it numbers nothing (the test per row only when there are nulls).
    if (valid !== null && !valid(i)) continue;
    const id = ids[i] as number;
    let code = codeOfId[id] as number;
    if (code === -2) {
      const text = textOf(id);
      if (text === null || text === '') code = -1;
      else {
        const known = codeOf.get(text);
        if (known === undefined) {
          code = strings.length;
          codeOf.set(text, code);
          strings.push(text);
        } else code = known;
      }
      codeOfId[id] = code;
    }
    if (code < 0) continue;
    codes[i] = code;
    present[i] = 1;
  }
  return makeData({
    type,
    length: n,
    ...bitmapOf(present, n),
    data: codes,
    dictionary: makeVector(utf8Data(strings)),
  });
}

function dictionaryData(column: StoredColumn, type: Dictionary, data: Data): Data | null {
  const n = data.length;
  const valid = validity(data);
  const { offset } = data;
  if (DataType.isDictionary(data.type)) {
    const local = data.dictionary;
    if (!local) return null;
    const ids = (data.values as Int32Array).subarray(offset, offset + n);
    return codesData(type, ids, local.length, (d) => local.get(d) as string | null, valid);
  }
  if (DataType.isDate(data.type) && data.type.unit === DateUnit.DAY) {
    const days = (data.values as Int32Array).subarray(offset, offset + n);
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const d = days[i] as number;
      if (d < min) min = d;
      if (d > max) max = d;
    }
    const ids = new Int32Array(n);
    for (let i = 0; i < n; i++) ids[i] = (days[i] as number) - min;
    return codesData(type, ids, n > 0 ? max - min + 1 : 0, (at) => dayText(at + min), valid);
  }
  if (column.kind === 'bool' && DataType.isBool(data.type)) {
    const bits = data.values as Uint8Array;
    const ids = new Int32Array(n);
    for (let i = 0; i < n; i++)
      ids[i] = ((bits[(offset + i) >> 3] as number) >> ((offset + i) & 7)) & 1;
    return codesData(type, ids, 2, (bit) => (bit === 1 ? 'true' : 'false'), valid);
  }
  return null;
}

/** Plain strings: empty and null rows hold no bytes; the rest are copied, in one piece when they can be. */
function stringData(data: Data): Data | null {
  if (!DataType.isUtf8(data.type)) return null;
  const n = data.length;
  const from = data.valueOffsets as Int32Array;
  const source = data.values as Uint8Array;
  const isValid = validity(data);
  const offsets = new Int32Array(n + 1);
  const valid = new Uint8Array(n);
  let size = 0;
  for (let i = 0; i < n; i++) {
    const start = from[data.offset + i] as number;
    const end = from[data.offset + i + 1] as number;
    if (end > start && (!isValid || isValid(i))) {
      valid[i] = 1;
      size += end - start;
    }
    offsets[i + 1] = size;
  }
  const base = from[data.offset] as number;
  let bytes: Uint8Array;
  if ((from[data.offset + n] as number) - base === size) bytes = source.slice(base, base + size);
  else {
    bytes = new Uint8Array(size);
    for (let i = 0; i < n; i++) {
      if (!valid[i]) continue;
      const start = from[data.offset + i] as number;
      bytes.set(source.subarray(start, from[data.offset + i + 1] as number), offsets[i] as number);
    }
  }
  return utf8Of(n, valid, offsets, bytes);
}

/**
 * The chunk of a batch's rows, in their order (the caller knows they are a chunk: ascending
 * numeric keys). Null when a column is not of a type this path knows: the general path then
 * reports it.
 */
export function chunkFromBatch(layout: TableLayout, batch: RecordBatch): EncodedChunk | null {
  if (layout.columns[0]?.kind !== 'float' || batch.numRows === 0) return null;
  const schema = layoutSchema(layout);
  const children: Data[] = [];
  let keys: Float64Array | null = null;
  for (let k = 0; k < layout.columns.length; k++) {
    const column = layout.columns[k] as StoredColumn;
    const at = batch.schema.fields.findIndex((f) => f.name === column.name);
    const data = batch.getChildAt(at)?.data[0] as Data | undefined;
    if (at < 0 || !data) return null;
    let child: Data | null;
    if (column.kind === 'float' || column.kind === 'money') {
      const scale = Number(batch.schema.fields[at]?.metadata.get('scale') ?? 0);
      const values = numbersOf(data, scale);
      if (k === 0) keys = values;
      child = values && numberData(values);
    } else if (column.kind === 'utf8') child = stringData(data);
    else child = dictionaryData(column, schema.fields[k]?.type as Dictionary, data);
    if (!child) return null;
    children.push(child);
  }
  if (!keys) return null;
  return chunkOf(layout, children, keys[0] as number, keys[keys.length - 1] as number);
}

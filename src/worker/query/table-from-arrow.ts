import { DataType, Table as ArrowTable, tableFromIPC } from 'apache-arrow';
import type { Data, RecordBatch, Vector } from 'apache-arrow';
import { decodeUtf8 } from './decode-utf8';
import type { Column, ColumnSpec, NumericColumn, StringColumn, Table } from './types';
import { formatDay, isEmpty, parseCents, parseDay } from './values';

type AnyData = Data<DataType>;

function validity(data: AnyData): (i: number) => boolean {
  const bitmap = data.nullBitmap;
  if (data.nullCount === 0 || !bitmap || bitmap.length === 0) return () => true;
  const offset = data.offset;
  return (i) => (((bitmap[(offset + i) >> 3] as number) >> ((offset + i) & 7)) & 1) === 1;
}

function inferType(type: DataType): ColumnSpec['type'] {
  if (DataType.isUtf8(type) || DataType.isDictionary(type)) return 'string';
  if (DataType.isDate(type)) return 'date';
  return 'number';
}

/** A dictionary vector's strings, appended to `dict` in code order. */
function appendDictionary(vector: Vector, dict: string[]): void {
  let index = 0;
  for (const data of vector.data) {
    if (DataType.isUtf8(data.type)) {
      decodeUtf8(
        data.values as Uint8Array,
        data.valueOffsets as Int32Array,
        data.length,
        validity(data),
        dict,
      );
      index += data.length;
    } else {
      for (let i = 0; i < data.length; i++) {
        const v: unknown = vector.get(index++);
        dict.push(isEmpty(v) ? '' : String(v));
      }
    }
  }
}

/** A run of dictionary entries: strings already decoded, or a Utf8 chunk still as bytes. */
type Segment =
  | { base: number; size: number; strings: string[] }
  | {
      base: number;
      size: number;
      bytes: Uint8Array;
      offsets: Int32Array;
      valid: (i: number) => boolean;
    };

const single = new TextDecoder();

function segmentText(segment: Segment, index: number): string {
  if ('strings' in segment) return segment.strings[index] as string;
  if (!segment.valid(index)) return '';
  const from = segment.offsets[index] as number;
  return single.decode(segment.bytes.subarray(from, segment.offsets[index + 1] as number));
}

/**
 * Writes `base + local code` (or -1 where the validity bit is clear) for one chunk: a bulk
 * typed-array copy, then fix-ups only where needed (a base, a null byte in the bitmap).
 */
function copyCodes(
  data: AnyData,
  local: ArrayLike<number> | null,
  base: number,
  codes: Int32Array,
  row: number,
) {
  const n = data.length;
  if (local) {
    codes.set((local as Int32Array).subarray(0, n), row);
    if (base !== 0) for (let i = row; i < row + n; i++) codes[i] = (codes[i] as number) + base;
  } else {
    for (let i = 0; i < n; i++) codes[row + i] = base + i;
  }
  const bitmap = data.nullCount > 0 ? data.nullBitmap : null;
  if (!bitmap) return;
  const offset = data.offset;
  for (let i = 0; i < n; i++) {
    const bit = offset + i;
    // Whole bytes of valid rows are skipped eight at a time.
    if ((bit & 7) === 0 && bitmap[bit >> 3] === 0xff && i + 8 <= n) {
      i += 7;
      continue;
    }
    if ((((bitmap[bit >> 3] as number) >> (bit & 7)) & 1) === 0) codes[row + i] = -1;
  }
}

/**
 * A string column: dictionary chunks contribute their dictionary once (shared dictionaries
 * are recognised by identity) and their codes as is; plain Utf8 chunks become dictionary
 * entries in row order, not deduplicated and not decoded until a query needs them (see
 * StringColumn).
 */
function stringColumn(name: string, chunks: readonly AnyData[], length: number): StringColumn {
  const codes = new Int32Array(length);
  const segments: Segment[] = [];
  const bases = new Map<Vector, number>();
  let size = 0;
  let row = 0;
  for (const data of chunks) {
    if (DataType.isDictionary(data.type) && data.dictionary) {
      let base = bases.get(data.dictionary);
      if (base === undefined) {
        const strings: string[] = [];
        appendDictionary(data.dictionary, strings);
        base = size;
        segments.push({ base, size: strings.length, strings });
        size += strings.length;
        bases.set(data.dictionary, base);
      }
      copyCodes(data, data.values as ArrayLike<number>, base, codes, row);
    } else if (DataType.isUtf8(data.type)) {
      const offsets = data.valueOffsets as Int32Array;
      segments.push({
        base: size,
        size: data.length,
        bytes: data.values as Uint8Array,
        offsets,
        valid: validity(data),
      });
      copyCodes(data, null, size, codes, row);
      // An empty string is empty (the contract): zero-length entries are found from the offsets alone.
      for (let i = 0; i < data.length; i++) {
        if (offsets[i + 1] === offsets[i]) codes[row + i] = -1;
      }
      size += data.length;
    } else {
      throw new Error(`tableFromArrow: column "${name}" is not a string column`);
    }
    row += data.length;
  }
  for (const segment of segments) {
    if (!('strings' in segment) || !segment.strings.includes('')) continue;
    for (let i = 0; i < length; i++) {
      const code = codes[i] as number;
      if (
        code >= segment.base &&
        code < segment.base + segment.size &&
        segment.strings[code - segment.base] === ''
      )
        codes[i] = -1;
    }
  }
  let whole: string[] | undefined;
  const dict = (): string[] => {
    if (whole) return whole;
    const out: string[] = [];
    for (const segment of segments) {
      if ('strings' in segment) out.push(...segment.strings);
      else decodeUtf8(segment.bytes, segment.offsets, segment.size, segment.valid, out);
    }
    whole = out;
    return out;
  };
  const text = (code: number): string => {
    if (whole) return whole[code] as string;
    let lo = 0;
    let hi = segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((segments[mid] as Segment).base <= code) lo = mid;
      else hi = mid - 1;
    }
    const segment = segments[lo] as Segment;
    return segmentText(segment, code - segment.base);
  };
  return { kind: 'string', name, type: 'string', codes, size, dict, text, cache: {} };
}

/** Numbers straight from the typed buffers; money scaled to cents; anything unusual via get(). */
function numericColumn(
  spec: ColumnSpec,
  chunks: readonly AnyData[],
  length: number,
  vector: Vector,
): NumericColumn {
  const type: NumericColumn['type'] = spec.type === 'string' ? 'number' : spec.type;
  const values = new Float64Array(length);
  let row = 0;
  for (const data of chunks) {
    const valid = validity(data);
    const plain =
      DataType.isFloat(data.type) || (DataType.isInt(data.type) && data.type.bitWidth <= 32);
    if (plain && type !== 'date') {
      // A bulk typed-array copy, then cents and empties fixed in place.
      values.set((data.values as Float64Array).subarray(0, data.length), row);
      if (type === 'money') {
        for (let i = row; i < row + data.length; i++)
          values[i] = Math.round((values[i] as number) * 100);
      }
      if (data.nullCount > 0) {
        for (let i = 0; i < data.length; i++) if (!valid(i)) values[row + i] = Number.NaN;
      }
      row += data.length;
    } else {
      const parse = type === 'money' ? parseCents : type === 'date' ? parseDay : Number;
      for (let i = 0; i < data.length; i++, row++) {
        const v: unknown = vector.get(row);
        values[row] = isEmpty(v) ? Number.NaN : parseArrowValue(v, type, parse);
      }
    }
  }
  return { kind: 'numeric' as const, name: spec.name, type, values, cache: {} };
}

function parseArrowValue(v: unknown, type: string, parse: (x: unknown) => number): number {
  if (type === 'date' && (typeof v === 'number' || v instanceof Date)) {
    return Math.floor(Number(v) / 86_400_000); // Arrow dates read back as epoch milliseconds
  }
  return parse(typeof v === 'bigint' ? Number(v) : v);
}

/** A date column stored as strings: parse each dictionary entry once, then map codes. */
function datesFromStrings(spec: ColumnSpec, strings: StringColumn): NumericColumn {
  const days = strings.dict().map(parseDay);
  const values = new Float64Array(strings.codes.length);
  for (let i = 0; i < values.length; i++) {
    const code = strings.codes[i] as number;
    values[i] = code < 0 ? Number.NaN : (days[code] as number);
  }
  return { kind: 'numeric' as const, name: spec.name, type: 'date' as const, values, cache: {} };
}

export type ArrowSource = Uint8Array | ArrayBuffer | readonly RecordBatch[] | ArrowTable;

/**
 * Builds the engine's Table from Arrow IPC bytes or record batches (how the worker stores
 * big tables). `specs` names the columns and their contract types (money cannot be told from
 * a float otherwise); without it every field is taken with an inferred type.
 */
export function tableFromArrow(source: ArrowSource, specs?: ColumnSpec[]): Table {
  const arrow =
    source instanceof ArrowTable
      ? source
      : source instanceof Uint8Array || source instanceof ArrayBuffer
        ? tableFromIPC(source instanceof ArrayBuffer ? new Uint8Array(source) : source)
        : new ArrowTable(source as RecordBatch[]);
  const fields =
    specs ?? arrow.schema.fields.map((f) => ({ name: f.name, type: inferType(f.type) }));
  const length = arrow.numRows;
  /**
   * Columns are built on first use, each once: the table is queryable as soon as the IPC
   * is read, and a query pays only for the columns it touches (the way Arrow readers such as
   * Arquero's defer decoding too). A screen that filters on three columns never converts
   * the other twelve.
   */
  const builders = new Map<string, () => Column>();
  /** How to give a row's value back as given: strings from the dictionary, numbers as stored. */
  const readers: [string, (row: number) => unknown][] = [];
  for (const spec of fields) {
    const vector = arrow.getChild(spec.name);
    if (!vector) throw new Error(`tableFromArrow: no column "${spec.name}"`);
    const chunks = vector.data as AnyData[];
    const stringy = chunks.every((d) => DataType.isUtf8(d.type) || DataType.isDictionary(d.type));
    if (stringy) {
      const strings = once(() => stringColumn(spec.name, chunks, length));
      readers.push([
        spec.name,
        (row) => {
          const { codes, text } = strings();
          return (codes[row] as number) < 0 ? null : text(codes[row] as number);
        },
      ]);
      builders.set(
        spec.name,
        once(() =>
          spec.type === 'date'
            ? datesFromStrings(spec, strings())
            : spec.type === 'string'
              ? strings()
              : numericFromStrings(spec, strings()),
        ),
      );
      continue;
    }
    const numeric = once(() => numericColumn(spec, chunks, length, vector));
    builders.set(spec.name, numeric);
    const out =
      spec.type === 'money'
        ? (v: number) => v / 100
        : spec.type === 'date'
          ? formatDay
          : (v: number) => v;
    readers.push([
      spec.name,
      (row) => {
        const v = numeric().values[row] as number;
        return v !== v ? null : out(v);
      },
    ]);
  }
  return {
    length,
    specs: fields,
    columns: { get: (name) => builders.get(name)?.() },
    rowAt: (row) => {
      const obj: Record<string, unknown> = {};
      for (const [name, read] of readers) obj[name] = read(row);
      return obj;
    },
  };
}

function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/** Numbers or money that arrived as strings: parse each dictionary entry once. */
function numericFromStrings(spec: ColumnSpec, strings: StringColumn): NumericColumn {
  const type: 'money' | 'number' = spec.type === 'money' ? 'money' : 'number';
  const parsed = strings
    .dict()
    .map((s) => (type === 'money' ? parseCents(s) : s.trim() === '' ? Number.NaN : Number(s)));
  const values = new Float64Array(strings.codes.length);
  for (let i = 0; i < values.length; i++) {
    const code = strings.codes[i] as number;
    values[i] = code < 0 ? Number.NaN : (parsed[code] as number);
  }
  return { kind: 'numeric' as const, name: spec.name, type, values, cache: {} };
}

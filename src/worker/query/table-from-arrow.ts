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
 * StringColumn). A generator: it pauses after each chunk (see `stepwise`).
 */
function* stringColumn(
  name: string,
  chunks: readonly AnyData[],
  length: number,
): Generator<void, StringColumn> {
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
    yield;
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
    yield;
  }
  // The dictionary is decoded in order, at most DECODE_PART entries per call: all at once by
  // `dict()`, or a part per `decodeStep` by a warm-up.
  let whole: string[] | undefined;
  const out: string[] = [];
  let decoded = 0;
  let within = 0;
  const decodeStep = (): boolean => {
    if (whole) return true;
    const segment = segments[decoded];
    if (segment) {
      if ('strings' in segment) {
        for (const text of segment.strings) out.push(text);
        within = segment.size;
      } else {
        const count = Math.min(DECODE_PART, segment.size - within);
        const from = within;
        decodeUtf8(
          segment.bytes,
          segment.offsets.subarray(from, from + count + 1),
          count,
          (i) => segment.valid(from + i),
          out,
        );
        within += count;
      }
      if (within >= segment.size) {
        decoded++;
        within = 0;
      }
    }
    if (decoded < segments.length) return false;
    whole = out;
    return true;
  };
  const dict = (): string[] => {
    while (!decodeStep());
    return whole as string[];
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
  const column: StringColumn = {
    kind: 'string',
    name,
    type: 'string',
    codes,
    size,
    dict,
    text,
    cache: {},
  };
  if (segments.some((segment) => !('strings' in segment))) column.decodeStep = decodeStep;
  return column;
}

/** Numbers straight from the typed buffers; money scaled to cents; anything unusual via get(). */
function* numericColumn(
  spec: ColumnSpec,
  chunks: readonly AnyData[],
  length: number,
  vector: Vector,
): Generator<void, NumericColumn> {
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
    yield;
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
function* datesFromStrings(
  spec: ColumnSpec,
  strings: StringColumn,
): Generator<void, NumericColumn> {
  const days = strings.dict().map(parseDay);
  const values = new Float64Array(strings.codes.length);
  for (let i = 0; i < values.length; i++) {
    const code = strings.codes[i] as number;
    values[i] = code < 0 ? Number.NaN : (days[code] as number);
    if ((i & STEP_MASK) === STEP_MASK) yield;
  }
  return { kind: 'numeric' as const, name: spec.name, type: 'date' as const, values, cache: {} };
}

/**
 * A date column whose chunks are all dictionary-encoded: each chunk's dictionary is parsed
 * once and its codes mapped straight to day numbers (no string column in between).
 */
function* datesFromDictionaries(
  spec: ColumnSpec,
  chunks: readonly AnyData[],
  length: number,
): Generator<void, NumericColumn | null> {
  if (!chunks.every((d) => DataType.isDictionary(d.type) && d.dictionary)) return null;
  const values = new Float64Array(length);
  const parsed = new Map<Vector, Float64Array>();
  let row = 0;
  for (const data of chunks) {
    const dictionary = data.dictionary as Vector;
    let days = parsed.get(dictionary);
    if (!days) {
      const strings: string[] = [];
      appendDictionary(dictionary, strings);
      days = Float64Array.from(strings, (text) => (text === '' ? Number.NaN : parseDay(text)));
      parsed.set(dictionary, days);
    }
    const codes = data.values as Int32Array;
    const valid = validity(data);
    const all = data.nullCount === 0;
    for (let i = 0; i < data.length; i++, row++) {
      values[row] =
        all || valid(i) ? (days[codes[data.offset + i] as number] as number) : Number.NaN;
    }
    yield;
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
  const builders = new Map<string, Stepwise<Column>>();
  const starts = chunkStarts(arrow.batches.length > 0 ? (arrow.getChildAt(0)?.data ?? []) : []);
  /** How to give a row's value back as given: strings from the dictionary, numbers as stored. */
  const readers: [string, (row: number) => unknown][] = [];
  for (const spec of fields) {
    const vector = arrow.getChild(spec.name);
    if (!vector) throw new Error(`tableFromArrow: no column "${spec.name}"`);
    const chunks = vector.data as AnyData[];
    const stringy = chunks.every((d) => DataType.isUtf8(d.type) || DataType.isDictionary(d.type));
    if (stringy) {
      const strings = stepwise(() => stringColumn(spec.name, chunks, length));
      // Page rows read a column not built yet straight from its chunk: a window never builds columns.
      const direct = directString(chunks, starts);
      readers.push([
        spec.name,
        (row) => {
          if (!strings.done) return direct(row);
          const { codes, text } = strings.get();
          return (codes[row] as number) < 0 ? null : text(codes[row] as number);
        },
      ]);
      builders.set(
        spec.name,
        spec.type === 'string'
          ? strings
          : stepwise(function* (): Generator<void, Column> {
              if (spec.type === 'date') {
                const days = yield* datesFromDictionaries(spec, chunks, length);
                if (days) return days;
              }
              while (!strings.step()) yield;
              return spec.type === 'date'
                ? yield* datesFromStrings(spec, strings.get())
                : yield* numericFromStrings(spec, strings.get());
            }),
      );
      continue;
    }
    const numeric = stepwise(() => numericColumn(spec, chunks, length, vector));
    builders.set(spec.name, numeric);
    const out =
      spec.type === 'money'
        ? (v: number) => v / 100
        : spec.type === 'date'
          ? formatDay
          : (v: number) => v;
    const direct =
      spec.type === 'date' ? null : directNumber(chunks, starts, spec.type === 'money');
    readers.push([
      spec.name,
      (row) => {
        const v = numeric.done || !direct ? (numeric.get().values[row] as number) : direct(row);
        return v !== v ? null : out(v);
      },
    ]);
  }
  return {
    length,
    specs: fields,
    columns: {
      get: (name) => builders.get(name)?.get(),
      buildStep: (name) => builders.get(name)?.step() ?? true,
    },
    rowAt: (row) => {
      const obj: Record<string, unknown> = {};
      for (const [name, read] of readers) obj[name] = read(row);
      return obj;
    },
  };
}

/** First row of each chunk (batches share their row ranges across columns), plus the total. */
function chunkStarts(chunks: readonly AnyData[]): Float64Array {
  const starts = new Float64Array(chunks.length + 1);
  for (let c = 0; c < chunks.length; c++)
    starts[c + 1] = (starts[c] as number) + (chunks[c] as AnyData).length;
  return starts;
}

/** The chunk holding `row` (binary search over the chunk starts). */
function chunkOf(starts: Float64Array, row: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] as number) <= row) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const isValidAt = (data: AnyData, i: number): boolean => {
  const bitmap = data.nullBitmap;
  if (data.nullCount === 0 || !bitmap || bitmap.length === 0) return true;
  const bit = data.offset + i;
  return (((bitmap[bit >> 3] as number) >> (bit & 7)) & 1) === 1;
};

/** One string of a Utf8 Data (null when not valid or empty, as the built column reads it). */
function utf8At(data: AnyData, i: number): string | null {
  if (!isValidAt(data, i)) return null;
  const offsets = data.valueOffsets as Int32Array;
  const from = offsets[data.offset + i] as number;
  const to = offsets[data.offset + i + 1] as number;
  return from === to ? null : single.decode((data.values as Uint8Array).subarray(from, to));
}

/**
 * A row's string read from its chunk, without building the column: the same value the built
 * column gives (empty and null are null). Each chunk's dictionary is decoded on first use.
 */
function directString(
  chunks: readonly AnyData[],
  starts: Float64Array,
): (row: number) => string | null {
  const dictionaries = new Map<AnyData, string[]>();
  return (row) => {
    const c = chunkOf(starts, row);
    const data = chunks[c] as AnyData;
    const i = row - (starts[c] as number);
    if (!isValidAt(data, i)) return null;
    if (DataType.isDictionary(data.type) && data.dictionary) {
      let dict = dictionaries.get(data);
      if (!dict) {
        dict = [];
        appendDictionary(data.dictionary, dict);
        dictionaries.set(data, dict);
      }
      const text = dict[(data.values as Int32Array)[data.offset + i] as number];
      return text === undefined || text === '' ? null : text;
    }
    return utf8At(data, i);
  };
}

/**
 * A row's number read from its chunk (money as cents, NaN for empty), as the built column
 * holds it; null when a chunk is not a plain Float64/Int32 buffer (the column is built then).
 */
function directNumber(
  chunks: readonly AnyData[],
  starts: Float64Array,
  money: boolean,
): ((row: number) => number) | null {
  const plain = chunks.every(
    (d) => DataType.isFloat(d.type) || (DataType.isInt(d.type) && d.type.bitWidth <= 32),
  );
  if (!plain) return null;
  return (row) => {
    const c = chunkOf(starts, row);
    const data = chunks[c] as AnyData;
    const i = row - (starts[c] as number);
    if (!isValidAt(data, i)) return Number.NaN;
    const v = (data.values as Float64Array)[data.offset + i] as number;
    return money ? Math.round(v * 100) : v;
  };
}

/** Entries of a plain Utf8 dictionary decoded by one `decodeStep` (a few ms). */
const DECODE_PART = 1 << 14;

/** Rows a row-by-row build handles between two pauses. */
const STEP_MASK = (1 << 16) - 1;

/**
 * A build that runs to the end on `get()`, or one pause at a time on `step()` (a warm-up's
 * slices). Its half-built state lives only inside the generator, so `get()` after some steps
 * finishes the same build: nothing is repeated and nothing half-built is ever published.
 */
interface Stepwise<T> {
  get(): T;
  /** True once built. */
  step(): boolean;
  /** Built already (no work left). */
  readonly done: boolean;
}

function stepwise<T>(make: () => Generator<void, T>): Stepwise<T> {
  let running: Generator<void, T> | undefined;
  let value: T | undefined;
  let done = false;
  const step = (): boolean => {
    if (done) return true;
    running ??= make();
    const next = running.next();
    if (next.done) {
      value = next.value;
      done = true;
      running = undefined;
    }
    return done;
  };
  return {
    get: () => {
      while (!step());
      return value as T;
    },
    step,
    get done() {
      return done;
    },
  };
}

/** Numbers or money that arrived as strings: parse each dictionary entry once. */
function* numericFromStrings(
  spec: ColumnSpec,
  strings: StringColumn,
): Generator<void, NumericColumn> {
  const type: 'money' | 'number' = spec.type === 'money' ? 'money' : 'number';
  const parsed = strings
    .dict()
    .map((s) => (type === 'money' ? parseCents(s) : s.trim() === '' ? Number.NaN : Number(s)));
  const values = new Float64Array(strings.codes.length);
  for (let i = 0; i < values.length; i++) {
    const code = strings.codes[i] as number;
    values[i] = code < 0 ? Number.NaN : (parsed[code] as number);
    if ((i & STEP_MASK) === STEP_MASK) yield;
  }
  return { kind: 'numeric' as const, name: spec.name, type, values, cache: {} };
}

/**
 * One Arrow record batch of a sync table's rows, read from the database as whole columns: the
 * database aggregates each column of the batch into one value (numbers and dates as their
 * binary send format, text as UTF-8 bytes with their lengths or joined with a separator), so no
 * row object is ever built. PGlite builds a JS object per row of a plain query, which cost
 * 45 µs a row (45 s for a million receivables); one cell per column costs a few µs a row.
 * The same SQL runs on PostgreSQL.
 */
import {
  Bool,
  DateDay,
  Dictionary,
  Field,
  Float64,
  Int32,
  Int64,
  RecordBatch,
  Schema,
  Struct,
  TimestampMillisecond,
  Utf8,
  makeData,
  vectorFromArray,
  type Data,
  type DataType,
} from 'apache-arrow';
import {
  SYNC_COLUMNS,
  SYNC_MONEY_SCALE,
  SYNC_WIRE_KINDS,
  type SyncTable,
  type SyncWireKind,
} from '../../../src/api/endpoints/receivables/sync-table';
import type { Db } from '../../db/db';
import { SYNC_SOURCES, withInvoiceNo } from './sync-sources';

/** Separates the values of a `dict` column; codes and names never hold control characters. */
const SEP = '\u001e';

const hexAgg = (bytes: string) => `encode(string_agg(${bytes}, ''::bytea), 'hex')`;

/** The aggregate(s) of one column, named c{k} (and l{k} for the byte lengths of text). */
function columnSql(kind: SyncWireKind, column: string, k: number): string {
  switch (kind) {
    case 'f64':
      return `${hexAgg(`float8send(${column}::float8)`)} AS c${k}`;
    case 'money':
      // numeric's text has exactly the column's scale; parsed to integers below.
      return `string_agg(${column}::text, ',') AS c${k}`;
    case 'date':
      return `${hexAgg(`int4send(${column} - date '1970-01-01')`)} AS c${k}`;
    case 'time':
      // Milliseconds, truncated like the JSON answer's to_char(… 'MS').
      return `${hexAgg(`float8send(round(date_part('epoch', date_trunc('milliseconds', ${column})) * 1000))`)} AS c${k}`;
    case 'dict':
      return `string_agg(${column}, chr(30)) AS c${k}`;
    case 'bool':
      return `string_agg(CASE WHEN ${column} THEN 't' ELSE 'f' END, '') AS c${k}`;
    case 'utf8':
      return `${hexAgg(`convert_to(coalesce(${column}, ''), 'UTF8')`)} AS c${k}, ${hexAgg(
        `int4send(coalesce(octet_length(${column}), -1))`,
      )} AS l${k}`;
  }
}

/** Arrow type of a wire kind; dictionaries are numbered by column. */
function arrowType(kind: SyncWireKind, k: number): DataType {
  switch (kind) {
    case 'f64':
      return new Float64();
    case 'money':
      return new Int64();
    case 'date':
      return new DateDay();
    case 'time':
      return new TimestampMillisecond('UTC');
    case 'dict':
      return new Dictionary(new Utf8(), new Int32(), k);
    case 'bool':
      return new Bool();
    case 'utf8':
      return new Utf8();
  }
}

/** The table's Arrow schema, with the answer's metadata. */
export function syncSchema(table: SyncTable, metadata: Map<string, string>): Schema {
  const kinds = SYNC_WIRE_KINDS[table];
  const fields = SYNC_COLUMNS[table].map((name, k) => {
    const kind = kinds[k] as SyncWireKind;
    const meta =
      kind === 'money' ? new Map([['scale', String(SYNC_MONEY_SCALE)]]) : new Map<string, string>();
    return new Field(name, arrowType(kind, k), kind === 'utf8', meta);
  });
  return new Schema(fields, metadata);
}

/**
 * The query of one batch: the rows with `$2 < seq ≤ $3`, oldest first, at most `$4`; the
 * aggregates read them in that order, so every column lists the rows alike.
 */
function batchSql(table: SyncTable): string {
  const source = SYNC_SOURCES[table];
  const kinds = SYNC_WIRE_KINDS[table];
  const rows = withInvoiceNo(
    source,
    `SELECT * FROM ${source.table}
    WHERE supplier_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4`,
  );
  const columns = source.columns.map((c, k) => columnSql(kinds[k] as SyncWireKind, c, k));
  return `SELECT count(*)::int AS n, max(seq)::float8 AS last, ${columns.join(', ')} FROM (${rows}) x`;
}

const sqlOf = new Map<SyncTable, string>();

export interface ReadBatch {
  batch: RecordBatch | null;
  /** The last seq read, to continue after. */
  last: number;
}

/** Reads the next batch of `table`'s rows with `after < seq ≤ upTo`. */
export async function readBatch(
  db: Db,
  table: SyncTable,
  schema: Schema,
  companyId: string,
  after: number,
  upTo: number,
  size: number,
): Promise<ReadBatch> {
  let sql = sqlOf.get(table);
  if (!sql) sqlOf.set(table, (sql = batchSql(table)));
  const answer = await db.query<Record<string, string | number | null>>(sql, [
    companyId,
    after,
    upTo,
    size,
  ]);
  const row = answer.rows[0];
  const n = Number(row?.n ?? 0);
  if (!row || n === 0) return { batch: null, last: after };
  const kinds = SYNC_WIRE_KINDS[table];
  const children = schema.fields.map((field, k) =>
    columnData(kinds[k] as SyncWireKind, field.type as DataType, n, row[`c${k}`], row[`l${k}`]),
  );
  const struct = makeData({ type: new Struct(schema.fields), length: n, nullCount: 0, children });
  return { batch: new RecordBatch(schema, struct), last: Number(row.last) };
}

const bytesOf = (hex: unknown) => Buffer.from(typeof hex === 'string' ? hex : '', 'hex');

/** Big-endian 8-byte doubles (float8send) as a Float64Array. */
function doubles(hex: unknown, n: number): Float64Array {
  const bytes = bytesOf(hex);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getFloat64(i * 8, false);
  return out;
}

/** Big-endian 4-byte integers (int4send) as an Int32Array. */
function ints(hex: unknown, n: number): Int32Array {
  const bytes = bytesOf(hex);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getInt32(i * 4, false);
  return out;
}

const TWO_32 = 4_294_967_296;

/** Whole numbers below 2^53 written as Int64 (two 32-bit words, little-endian). */
function int64From(values: ArrayLike<number>): BigInt64Array {
  const out = new BigInt64Array(values.length);
  const words = new Int32Array(out.buffer);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    const hi = Math.floor(v / TWO_32);
    words[2 * i] = v - hi * TWO_32;
    words[2 * i + 1] = hi;
  }
  return out;
}

/**
 * Decimal texts joined by commas (numeric's output, always `scale` decimals) as integers of
 * minor units, exactly: digits are read as text, and a value of more than 15 digits (past
 * 2^53) goes through BigInt.
 */
export function scaledIntegers(text: string, n: number, scale: number): BigInt64Array {
  const out = new BigInt64Array(n);
  const words = new Int32Array(out.buffer);
  let i = 0;
  let start = 0;
  for (let at = 0; at <= text.length; at++) {
    if (at < text.length && text.charCodeAt(at) !== 44) continue;
    if (i >= n) throw new Error('sync: more money values than rows');
    let v = 0;
    let digits = 0;
    let decimals = -1;
    const negative = text.charCodeAt(start) === 45;
    for (let p = negative ? start + 1 : start; p < at; p++) {
      const c = text.charCodeAt(p);
      if (c === 46) decimals = 0;
      else {
        v = v * 10 + (c - 48);
        digits++;
        if (decimals >= 0) decimals++;
      }
    }
    const pad = scale - Math.max(decimals, 0);
    if (digits + pad > 15 || pad < 0) {
      const [whole = '0', fraction = ''] = text.slice(start, at).replace('-', '').split('.');
      const big = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
      out[i] = negative ? -big : big;
    } else {
      for (let p = 0; p < pad; p++) v *= 10;
      if (negative) v = -v;
      const hi = Math.floor(v / TWO_32);
      words[2 * i] = v - hi * TWO_32;
      words[2 * i + 1] = hi;
    }
    i++;
    start = at + 1;
  }
  if (i !== n) throw new Error('sync: fewer money values than rows');
  return out;
}

function columnData(
  kind: SyncWireKind,
  type: DataType,
  n: number,
  cell: unknown,
  lengths: unknown,
): Data {
  switch (kind) {
    case 'f64':
      return makeData({ type: type as Float64, length: n, nullCount: 0, data: doubles(cell, n) });
    case 'time':
      return makeData({
        type: type as TimestampMillisecond,
        length: n,
        nullCount: 0,
        data: int64From(doubles(cell, n)),
      });
    case 'money':
      return makeData({
        type: type as Int64,
        length: n,
        nullCount: 0,
        data: scaledIntegers(String(cell ?? ''), n, SYNC_MONEY_SCALE),
      });
    case 'date':
      return makeData({ type: type as DateDay, length: n, nullCount: 0, data: ints(cell, n) });
    case 'bool': {
      const text = String(cell ?? '');
      const bits = new Uint8Array((n + 7) >> 3);
      for (let i = 0; i < n; i++)
        if (text.charCodeAt(i) === 116) bits[i >> 3] = (bits[i >> 3] as number) | (1 << (i & 7));
      return makeData({ type: type as Bool, length: n, nullCount: 0, data: bits });
    }
    case 'dict':
      return dictionaryData(type as Dictionary<Utf8, Int32>, String(cell ?? ''), n);
    case 'utf8':
      return utf8Column(type as Utf8, bytesOf(cell), ints(lengths, n), n);
  }
}

function dictionaryData(type: Dictionary<Utf8, Int32>, text: string, n: number): Data {
  const values = text.split(SEP);
  // A value holding the separator would shift every later row: refuse rather than misalign.
  if (values.length !== n) throw new Error('sync: a dictionary value holds the separator');
  const { codes, strings } = firstAppearanceCodes(values);
  const dictionary = vectorFromArray(strings, new Utf8());
  return makeData({ type, length: n, nullCount: 0, data: codes, dictionary });
}

/** A dictionary in order of first appearance (the worker's chunks number theirs the same way). */
export function firstAppearanceCodes(values: readonly string[]): {
  codes: Int32Array;
  strings: string[];
} {
  const codeOf = new Map<string, number>();
  const strings: string[] = [];
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const s = values[i] as string;
    let code = codeOf.get(s);
    if (code === undefined) {
      code = strings.length;
      codeOf.set(s, code);
      strings.push(s);
    }
    codes[i] = code;
  }
  return { codes, strings };
}

/** UTF-8 bytes and their lengths (-1: null) as Arrow Utf8. */
function utf8Column(type: Utf8, bytes: Uint8Array, lengths: Int32Array, n: number): Data {
  const offsets = new Int32Array(n + 1);
  const valid = new Uint8Array((n + 7) >> 3);
  let nulls = 0;
  let at = 0;
  for (let i = 0; i < n; i++) {
    const length = lengths[i] as number;
    if (length < 0) nulls++;
    else {
      valid[i >> 3] = (valid[i >> 3] as number) | (1 << (i & 7));
      at += length;
    }
    offsets[i + 1] = at;
  }
  return makeData({
    type,
    length: n,
    nullCount: nulls,
    nullBitmap: nulls > 0 ? valid : null,
    valueOffsets: offsets,
    data: bytes.subarray(0, at),
  });
}

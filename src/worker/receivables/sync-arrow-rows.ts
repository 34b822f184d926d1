/**
 * Synced rows held column by column, appended from the Arrow record batches of a sync answer as
 * they arrive (docs/receivables-sync.md, "Sync in Arrow"): each column is copied from the
 * batch's buffers in one typed loop, never read value by value. Ids stay Float64; money (Int64
 * minor units) becomes Float64 currency units, as the chunks keep it; dictionary codes are
 * renumbered into one dictionary per column through a table built once per batch; a date (days)
 * becomes a dictionary code of its `YYYY-MM-DD` text, each day formatted once; plain strings
 * stay UTF-8 bytes (copied, never decoded). The result reads like the JSON path's row block.
 */
import { DataType, DateUnit, Precision, type Data, type RecordBatch } from 'apache-arrow';
import { cellOf, type ColumnarRows, type ColumnData, type RowSource } from './row-source';
import type { RowKey, StoredColumn, TableLayout } from './table-layouts';
import { identityRows } from './identity-rows';
import { validity } from './arrow-validity';

export interface ArrowRows extends RowSource, ColumnarRows {
  /** Appends a batch's rows; answers the first new row. */
  append(batch: RecordBatch): number;
  /** Makes room for `rows` more rows at once (the sync's announced total), so columns do not grow by doubling. */
  reserve(rows: number): void;
  /** The numeric key of every row so far (null for string keys), without building the other columns. */
  keys(): Float64Array | null;
  /** The batch that arrived as exactly rows `[start, start + n)`, while its rows are not copied yet. */
  batchAt(start: number, n: number): RecordBatch | null;
}

function grow<T extends Float64Array | Int32Array | Uint8Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(
    Math.max(need, array.length * 2, 1024),
  );
  next.set(array);
  return next;
}

const TWO_32 = 4_294_967_296;
const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** One growing column and how a batch's Data lands in it. */
interface Growing {
  data(): ColumnData;
  reserve(rows: number): void;
  /** `scale`: decimals of an Int64 money column (its field's metadata). */
  append(data: Data, start: number, scale: number): void;
}

function numberColumn(): Growing {
  let values = new Float64Array(0);
  return {
    data: () => ({ kind: 'number', values }),
    reserve: (rows) => (values = grow(values, rows)),
    append(data, start, scale) {
      const n = data.length;
      values = grow(values, start + n);
      if (DataType.isInt(data.type) && data.type.bitWidth === 64) {
        // Minor units (two 32-bit words, little-endian) to currency units: cents / 100 is the
        // double nearest the decimal, as Number("123.45") is.
        const unit = 10 ** scale;
        const source = data.values as BigInt64Array;
        const words = new Int32Array(source.buffer, source.byteOffset, source.length * 2);
        const from = data.offset * 2;
        for (let i = 0; i < n; i++) {
          const lo = (words[from + 2 * i] as number) >>> 0;
          const hi = words[from + 2 * i + 1] as number;
          values[start + i] = (hi * TWO_32 + lo) / unit;
        }
        const valid = validity(data);
        if (valid) for (let i = 0; i < n; i++) if (!valid(i)) values[start + i] = Number.NaN;
      } else if (DataType.isFloat(data.type) && data.type.precision === Precision.DOUBLE) {
        const source = data.values as Float64Array;
        values.set(source.subarray(data.offset, data.offset + n), start);
        const valid = validity(data);
        if (valid) for (let i = 0; i < n; i++) if (!valid(i)) values[start + i] = Number.NaN;
      } else throw new Error(`sync: a number column arrived as ${String(data.type)}`);
    },
  };
}

function codeColumn(bool: boolean): Growing {
  let codes = new Int32Array(0);
  const dict: string[] = [];
  const codeOf = new Map<string, number>();
  const codeFor = (text: string) => {
    let code = codeOf.get(text);
    if (code === undefined) {
      code = dict.length;
      dict.push(text);
      codeOf.set(text, code);
    }
    return code;
  };
  return {
    data: () => ({ kind: 'codes', codes, dict }),
    reserve: (rows) => (codes = grow(codes, rows)),
    append(data, start) {
      const n = data.length;
      codes = grow(codes, start + n);
      if (DataType.isDictionary(data.type)) {
        const local = data.dictionary;
        if (!local) throw new Error('sync: a dictionary column without its dictionary');
        const remap = new Int32Array(local.length);
        for (let d = 0; d < local.length; d++) {
          const text = local.get(d) as string | null;
          remap[d] = text === null || text === '' ? -1 : codeFor(text);
        }
        const source = data.values as Int32Array;
        const { offset } = data;
        for (let i = 0; i < n; i++)
          codes[start + i] = remap[source[offset + i] as number] as number;
        const valid = validity(data);
        if (valid) for (let i = 0; i < n; i++) if (!valid(i)) codes[start + i] = -1;
      } else if (DataType.isDate(data.type) && data.type.unit === DateUnit.DAY) {
        const days = data.values as Int32Array;
        let min = Infinity;
        let max = -Infinity;
        for (let i = 0; i < n; i++) {
          const d = days[data.offset + i] as number;
          if (d < min) min = d;
          if (d > max) max = d;
        }
        const byDay = new Int32Array(n > 0 ? max - min + 1 : 0).fill(-2);
        const valid = validity(data);
        for (let i = 0; i < n; i++) {
          if (valid && !valid(i)) {
            codes[start + i] = -1;
            continue;
          }
          const at = (days[data.offset + i] as number) - min;
          let code = byDay[at] as number;
          if (code === -2) byDay[at] = code = codeFor(dayText(at + min));
          codes[start + i] = code;
        }
      } else if (bool && DataType.isBool(data.type)) {
        const yes = codeFor('true');
        const no = codeFor('false');
        const bits = data.values as Uint8Array;
        const valid = validity(data);
        for (let i = 0; i < n; i++) {
          const bit = data.offset + i;
          codes[start + i] =
            valid && !valid(i)
              ? -1
              : (((bits[bit >> 3] as number) >> (bit & 7)) & 1) === 1
                ? yes
                : no;
        }
      } else throw new Error(`sync: a dictionary column arrived as ${String(data.type)}`);
    },
  };
}

function utf8Column(): Growing {
  let bytes = new Uint8Array(0);
  let offsets = new Int32Array(1);
  let valid = new Uint8Array(0);
  let size = 0;
  let nulls = 0;
  return {
    data: () => ({ kind: 'utf8', bytes, offsets, valid: nulls > 0 ? valid : null }),
    reserve(rows) {
      offsets = grow(offsets, rows + 1);
      valid = grow(valid, (rows + 7) >> 3);
    },
    append(data, start) {
      if (!DataType.isUtf8(data.type))
        throw new Error(`sync: a string column arrived as ${String(data.type)}`);
      const n = data.length;
      const from = data.valueOffsets as Int32Array;
      const base = from[data.offset] as number;
      const length = (from[data.offset + n] as number) - base;
      bytes = grow(bytes, size + length);
      bytes.set((data.values as Uint8Array).subarray(base, base + length), size);
      offsets = grow(offsets, start + n + 1);
      valid = grow(valid, (start + n + 7) >> 3);
      const isValid = validity(data);
      const shift = size - base;
      let previous = from[data.offset] as number;
      for (let i = 0; i < n; i++) {
        const end = from[data.offset + i + 1] as number;
        offsets[start + i + 1] = end + shift;
        const row = start + i;
        // Empty is empty, as in the JSON path (row-block.ts): '' is stored as null.
        if (end > previous && (!isValid || isValid(i)))
          valid[row >> 3] = (valid[row >> 3] as number) | (1 << (row & 7));
        else nulls++;
        previous = end;
      }
      size += length;
    },
  };
}

function growingFor(column: StoredColumn): Growing {
  if (column.kind === 'float' || column.kind === 'money') return numberColumn();
  if (column.kind === 'dict' || column.kind === 'bool') return codeColumn(column.kind === 'bool');
  return utf8Column();
}

/** True when a batch's column of `type` can land in a column of `kind` (the appends below). */
function arrivesAs(column: StoredColumn, type: DataType): boolean {
  switch (column.kind) {
    case 'float':
    case 'money':
      return (
        (DataType.isInt(type) && type.bitWidth === 64) ||
        (DataType.isFloat(type) && type.precision === Precision.DOUBLE)
      );
    case 'dict':
    case 'bool':
      return (
        DataType.isDictionary(type) ||
        (DataType.isDate(type) && type.unit === DateUnit.DAY) ||
        (column.kind === 'bool' && DataType.isBool(type))
      );
    case 'utf8':
      return DataType.isUtf8(type);
  }
}

/** A batch not copied into the columns yet: its Data per layout column. */
interface Held {
  batch: RecordBatch;
  start: number;
  data: Data[];
  scales: number[];
}

/**
 * Batches are kept as they arrived and copied into the growing columns only when something
 * reads the columns (an incremental sync's merge, a chunk that is not one whole batch): a
 * first sync whose batches are its chunks makes each chunk from its batch
 * (chunk-from-batch.ts) and never builds the columns. Numeric keys are copied at once: the
 * change set registers every change by key.
 */
export function createArrowRows(layout: TableLayout): ArrowRows {
  const growing = layout.columns.map(growingFor);
  const numericKeys = layout.columns[0]?.kind === 'float';
  const eager = numericKeys ? 1 : 0;
  let length = 0;
  let reserved = 0;
  const held: Held[] = [];
  const identity = identityRows();
  const materialize = () => {
    if (held.length === 0) return;
    for (let k = eager; k < growing.length; k++) (growing[k] as Growing).reserve(reserved);
    for (const h of held)
      for (let k = eager; k < growing.length; k++)
        (growing[k] as Growing).append(h.data[k] as Data, h.start, h.scales[k] as number);
    held.length = 0;
  };
  const columnsNow = (): ColumnData[] => {
    materialize();
    return growing.map((g) => g.data());
  };
  const keyValues = () =>
    numericKeys ? ((growing[0] as Growing).data() as { values: Float64Array }).values : null;

  const rows: ArrowRows = {
    get length() {
      return length;
    },
    get columns() {
      return columnsNow();
    },
    get sources() {
      return [rows];
    },
    from: null,
    get rows() {
      return identity(length);
    },
    reserve(more) {
      reserved = Math.max(reserved, length + more);
      if (numericKeys) (growing[0] as Growing).reserve(reserved);
    },
    append(batch) {
      const start = length;
      const data: Data[] = [];
      const scales: number[] = [];
      for (const column of layout.columns) {
        const field = batch.schema.fields.findIndex((f) => f.name === column.name);
        const child = batch.getChildAt(field)?.data[0] as Data | undefined;
        if (field < 0 || !child)
          throw new Error(`sync of ${layout.table}: the answer lacks "${column.name}"`);
        if (!arrivesAs(column, child.type))
          throw new Error(`sync: column "${column.name}" arrived as ${String(child.type)}`);
        data.push(child);
        scales.push(Number(batch.schema.fields[field]?.metadata.get('scale') ?? 0));
      }
      if (numericKeys) (growing[0] as Growing).append(data[0] as Data, start, scales[0] as number);
      held.push({ batch, start, data, scales });
      length += batch.numRows;
      return start;
    },
    keys: keyValues,
    batchAt(start, n) {
      for (const h of held) if (h.start === start && h.batch.numRows === n) return h.batch;
      return null;
    },
    value: (column, row) => cellOf(columnsNow()[column] as ColumnData, row),
    key(row): RowKey {
      const keys = keyValues();
      return keys ? (keys[row] as number) : (cellOf(columnsNow()[0] as ColumnData, row) as RowKey);
    },
  };
  return rows;
}

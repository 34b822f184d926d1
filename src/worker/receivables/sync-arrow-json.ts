import { DataType, DateUnit, type Data, type RecordBatch, type Schema } from 'apache-arrow';
import { arrowPageHead, type ArrowPageHead } from './sync-arrow-page';

type Cell = string | number | boolean | null;

/** The JSON answer of the sync call, rebuilt from its Arrow answer (tools, and the contract tests). */
export interface SyncAnswerFromArrow extends ArrowPageHead {
  columns: string[];
  rows: Cell[][];
}

const TWO_32 = 4_294_967_296n;

/** An Int64 of minor units as the decimal text with `scale` places, exactly (BigInt). */
export function scaledText(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

const at = <T>(array: ArrayLike<T>, i: number): T => array[i] as T;

function cellOf(data: Data, i: number, scale: number): Cell {
  const bitmap = data.nullBitmap;
  const bit = data.offset + i;
  const isNull =
    data.nullCount > 0 &&
    bitmap !== undefined &&
    bitmap.length > 0 &&
    ((at(bitmap, bit >> 3) >> (bit & 7)) & 1) === 0;
  if (isNull) return null;
  const { type } = data;
  if (DataType.isInt(type) || DataType.isTimestamp(type)) {
    // Int64 and Timestamp(ms): two 32-bit words, little-endian.
    const values = data.values as BigInt64Array;
    const words = new Int32Array(values.buffer, values.byteOffset, values.length * 2);
    const lo = at(words, 2 * bit) >>> 0;
    const hi = at(words, 2 * bit + 1);
    if (DataType.isTimestamp(type)) return new Date(hi * 4_294_967_296 + lo).toISOString();
    return scaledText(BigInt(hi) * TWO_32 + BigInt(lo), scale);
  }
  if (DataType.isDate(type) && type.unit === DateUnit.DAY)
    return new Date(at(data.values as Int32Array, bit) * 86_400_000).toISOString().slice(0, 10);
  if (DataType.isBool(type))
    return ((at(data.values as Uint8Array, bit >> 3) >> (bit & 7)) & 1) === 1;
  if (DataType.isFloat(type)) return at(data.values as Float64Array, bit);
  if (DataType.isDictionary(type))
    return data.dictionary?.get(at(data.values as Int32Array, bit)) as string;
  if (DataType.isUtf8(type)) {
    const offsets = data.valueOffsets as Int32Array;
    return new TextDecoder().decode(
      (data.values as Uint8Array).subarray(at(offsets, bit), at(offsets, bit + 1)),
    );
  }
  throw new Error(`sync: no JSON for Arrow type ${String(type)}`);
}

/** Every row of the answer as the JSON answer's arrays, value by value (not the worker's path). */
export function arrowAnswerToJson(
  schema: Schema,
  batches: readonly RecordBatch[],
): SyncAnswerFromArrow {
  const columns = schema.fields.map((f) => f.name);
  const scales = schema.fields.map((f) => Number(f.metadata.get('scale') ?? 0));
  const rows: Cell[][] = [];
  for (const batch of batches) {
    const data = columns.map((_, k) => batch.getChildAt(k)?.data[0] as Data);
    for (let i = 0; i < batch.numRows; i++)
      rows.push(data.map((d, k) => cellOf(d, i, scales[k] as number)));
  }
  return { ...arrowPageHead(schema), columns, rows };
}

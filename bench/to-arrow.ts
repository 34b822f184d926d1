/**
 * The dataset as Arrow IPC, the way the worker stores big tables: record batches of 65,536
 * rows, strings dictionary-encoded (one dictionary shared by all batches), the unique
 * invoice number as plain Utf8, money and numbers as Float64, dates as dictionary strings.
 */
import {
  Dictionary,
  Float64,
  Int32,
  RecordBatch,
  Schema,
  Field,
  Struct,
  Table,
  Utf8,
  makeData,
  tableToIPC,
  vectorFromArray,
} from 'apache-arrow';
import type { Data, Vector } from 'apache-arrow';
import type { Dataset, GeneratedColumn } from './generate';

const BATCH = 65_536;

function nullBitmap(length: number, isNull: (i: number) => boolean) {
  const bitmap = new Uint8Array((length + 7) >> 3);
  let nulls = 0;
  for (let i = 0; i < length; i++) {
    if (isNull(i)) nulls++;
    else bitmap[i >> 3] = (bitmap[i >> 3] as number) | (1 << (i & 7));
  }
  return { bitmap, nulls };
}

export function toArrowIpc(data: Dataset): Uint8Array {
  const dictionaries = new Map<GeneratedColumn, Vector<Utf8>>();
  const fields = data.columns.map((c, id) => {
    if (c.kind === 'dict') {
      dictionaries.set(c, vectorFromArray(c.dict, new Utf8()));
      return new Field(c.spec.name, new Dictionary(new Utf8(), new Int32(), id), true);
    }
    return new Field(c.spec.name, c.kind === 'text' ? new Utf8() : new Float64(), true);
  });
  const schema = new Schema(fields);
  const batches: RecordBatch[] = [];
  for (let start = 0; start < data.length; start += BATCH) {
    const length = Math.min(BATCH, data.length - start);
    const children: Data[] = data.columns.map((c, k) => {
      const type = (fields[k] as Field).type;
      if (c.kind === 'dict') {
        const codes = c.codes.slice(start, start + length);
        const { bitmap, nulls } = nullBitmap(length, (i) => (codes[i] as number) < 0);
        return makeData({
          type,
          length,
          nullCount: nulls,
          nullBitmap: nulls ? bitmap : null,
          data: codes.map((v) => Math.max(0, v)),
          dictionary: dictionaries.get(c),
        } as never);
      }
      if (c.kind === 'text') {
        return vectorFromArray(c.strings.slice(start, start + length), new Utf8()).data[0] as Data;
      }
      const values = c.values.slice(start, start + length);
      const { bitmap, nulls } = nullBitmap(length, (i) => Number.isNaN(values[i]));
      return makeData({
        type: new Float64(),
        length,
        nullCount: nulls,
        nullBitmap: nulls ? bitmap : null,
        data: values,
      });
    });
    const struct = makeData({ type: new Struct(fields), length, nullCount: 0, children });
    batches.push(new RecordBatch(schema, struct));
  }
  return tableToIPC(new Table(schema, batches), 'stream');
}

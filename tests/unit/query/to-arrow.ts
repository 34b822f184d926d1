/** The random tables of `random-data.ts` as Arrow: strings as Utf8 and as dictionaries, money as Float64, empties as nulls. */
import {
  Table as ArrowTable,
  vectorFromArray,
  Utf8,
  Float64,
  Dictionary,
  Int32,
} from 'apache-arrow';
import { cents, empty } from './reference';

export function toArrow(rows: Record<string, unknown>[]): ArrowTable {
  const col = (name: string) => rows.map((r) => (empty(r[name]) ? null : r[name]));
  return new ArrowTable({
    id: vectorFromArray(col('id') as number[], new Float64()),
    name: vectorFromArray(col('name') as (string | null)[], new Utf8()),
    status: vectorFromArray(
      col('status') as (string | null)[],
      new Dictionary(new Utf8(), new Int32()),
    ),
    qty: vectorFromArray(col('qty') as (number | null)[], new Float64()),
    amount: vectorFromArray(
      col('amount').map((v) => (v === null ? null : Number(cents(v)) / 100)),
      new Float64(),
    ),
    due: vectorFromArray(col('due') as (string | null)[], new Dictionary(new Utf8(), new Int32())),
  });
}

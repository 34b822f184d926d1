/**
 * Payments name their receivable by id (`receivableId`). The dashboards need, per payment, the
 * receivable's row; matching a million payments on every answer cost seconds of a cross-filter
 * (issue 19), and the match depends only on the two tables, so it is made once per pair and kept
 * until a sync replaces either (tables are immutable values).
 */
import type { NumericColumn, Table } from '../query/types';

/** Per payment row, its receivable's row, or -1 when the cache holds no such receivable. */
export type ReceivableRows = Int32Array;

const joins = new WeakMap<Table, { payments: Table; rows: ReceivableRows }>();

/** Ids dense enough for an array index (the server's ids are a sequence); a Map beyond. */
function rowOfId(ids: Float64Array): (id: number) => number {
  let max = -1;
  let whole = true;
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row] as number;
    if (!(Number.isInteger(id) && id >= 0)) whole = false;
    else if (id > max) max = id;
  }
  if (whole && max < ids.length * 4 + 1024) {
    const index = new Int32Array(max + 1).fill(-1);
    for (let row = 0; row < ids.length; row++) index[ids[row] as number] = row;
    return (id) => (Number.isInteger(id) && id >= 0 && id <= max ? (index[id] as number) : -1);
  }
  const index = new Map<number, number>();
  for (let row = 0; row < ids.length; row++) index.set(ids[row] as number, row);
  return (id) => index.get(id) ?? -1;
}

export function receivableRows(receivables: Table, payments: Table): ReceivableRows {
  const known = joins.get(receivables);
  if (known?.payments === payments) return known.rows;
  const rowOf = rowOfId((receivables.columns.get('id') as NumericColumn).values);
  const paid = (payments.columns.get('receivableId') as NumericColumn).values;
  const rows = new Int32Array(payments.length);
  for (let row = 0; row < rows.length; row++) rows[row] = rowOf(paid[row] as number);
  joins.set(receivables, { payments, rows });
  return rows;
}

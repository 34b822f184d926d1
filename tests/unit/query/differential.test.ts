import {
  Table as ArrowTable,
  tableFromIPC,
  tableToIPC,
  vectorFromArray,
  Utf8,
  Float64,
  Dictionary,
  Int32,
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { createTable, query, tableFromArrow } from '../../../src/worker/query/engine';
import type { ListQuery, QueryResult, Table } from '../../../src/worker/query/types';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';
import { cents, empty, referenceQuery } from './reference';

const ids = (r: QueryResult) => r.rows.map((row) => Number(row.id));

/** The same rows as Arrow: strings as Utf8 and as dictionaries, money as Float64, empties as nulls. */
function toArrow(rows: Record<string, unknown>[]): ArrowTable {
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

function check(table: Table, rows: Record<string, unknown>[], q: ListQuery, label: string) {
  const want = referenceQuery(COLUMNS, rows, q);
  const got = query(table, q);
  const context = `${label} ${JSON.stringify(q)}`;
  expect(got.total, context).toBe(want.total);
  expect(ids(got), context).toEqual(ids(want));
  expect(got.sums, context).toEqual(want.sums);
}

describe('query engine against the reference implementation', () => {
  it('agrees on 400 random queries over random tables (row objects, Arrow, Arrow IPC)', () => {
    const rnd = prng(4242);
    for (let t = 0; t < 40; t++) {
      const rows = randomRows(rnd, 1 + Math.floor(rnd() * 120));
      const fromRows = createTable(COLUMNS, rows);
      const arrow = toArrow(rows);
      const fromArrow = tableFromArrow(arrow, COLUMNS);
      const fromIpc = tableFromArrow(tableToIPC(arrow, 'stream'), COLUMNS);
      // Two record batches with different dictionaries: codes must be remapped per chunk.
      const half = Math.floor(rows.length / 2);
      const chunked = tableFromArrow(
        toArrow(rows.slice(0, half)).concat(toArrow(rows.slice(half))),
        COLUMNS,
      );
      for (let k = 0; k < 10; k++) {
        const q = randomQuery(rnd);
        check(fromRows, rows, q, `rows#${t}`);
        check(fromArrow, rows, q, `arrow#${t}`);
        check(fromIpc, rows, q, `ipc#${t}`);
        if (half > 0) check(chunked, rows, q, `chunked#${t}`);
      }
    }
  });

  it('returns the given row objects from createTable and plain values from Arrow', () => {
    const rows = [{ id: 1, name: 'A', status: 'OPEN', qty: 2, amount: '1.5', due: '2024-01-01' }];
    expect(query(createTable(COLUMNS, rows), {}).rows[0]).toBe(rows[0]);
    const arrowRow = query(tableFromArrow(tableFromIPC(tableToIPC(toArrow(rows))), COLUMNS), {})
      .rows[0];
    expect(arrowRow).toEqual({
      id: 1,
      name: 'A',
      status: 'OPEN',
      qty: 2,
      amount: 1.5,
      due: '2024-01-01',
    });
  });
});

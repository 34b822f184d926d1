import { tableFromIPC, tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { createTable, query, tableFromArrow } from '../../../src/worker/query/engine';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';
import { expectReferenceAnswer } from './expect-reference';
import { toArrow } from './to-arrow';

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
        expectReferenceAnswer(fromRows, rows, q, `rows#${t}`);
        expectReferenceAnswer(fromArrow, rows, q, `arrow#${t}`);
        expectReferenceAnswer(fromIpc, rows, q, `ipc#${t}`);
        if (half > 0) expectReferenceAnswer(chunked, rows, q, `chunked#${t}`);
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

import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/worker/query/aggregate';
import { createTable } from '../../../src/worker/query/engine';
import { filterRows } from '../../../src/worker/query/filter-rows';
import type { Table } from '../../../src/worker/query/types';
import { expectReferenceAnswer } from './expect-reference';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';

/**
 * The filter's row ids and the aggregates' group ids live in one buffer for every table, sized
 * to the largest (issue 21, memory: one per table held 4–12 MB for each table of a million
 * rows). Tables of different sizes queried in turn must answer as each alone.
 */
describe('scratch shared by every table', () => {
  it('is one row-id buffer, not one per table', () => {
    const rnd = prng(4242);
    const big = createTable(COLUMNS, randomRows(rnd, 300));
    const small = createTable(COLUMNS, randomRows(rnd, 40));
    const a = filterRows(big, []);
    const b = filterRows(small, []);
    expect(b.buffer).toBe(a.buffer);
    expect(Array.from(b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('answers queries and aggregates on tables of different sizes in turn as the reference', () => {
    const rnd = prng(4343);
    const tables: { rows: Record<string, unknown>[]; table: Table }[] = [];
    for (const count of [120, 7, 400, 1, 60]) {
      const rows = randomRows(rnd, count);
      tables.push({ rows, table: createTable(COLUMNS, rows) });
    }
    const group = (t: Table) =>
      aggregate(t, { groupBy: [{ field: 'status' }, { field: 'due' }], sums: ['amount'] });
    const alone = tables.map(({ rows }) => group(createTable(COLUMNS, rows)));
    for (let k = 0; k < 200; k++) {
      const at = Math.floor(rnd() * tables.length);
      const { rows, table } = tables[at] as (typeof tables)[number];
      if (k % 3 === 0) expect(group(table), `aggregate ${at}`).toEqual(alone[at]);
      else expectReferenceAnswer(table, rows, randomQuery(rnd), `query ${k} on ${at}`);
    }
  });
});

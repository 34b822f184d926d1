import { tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/worker/query/aggregate';
import type { AggregateQuery, GroupKey } from '../../../src/worker/query/aggregate';
import { createTable, tableFromArrow } from '../../../src/worker/query/engine';
import type { Table } from '../../../src/worker/query/types';
import { referenceAggregate } from './aggregate-reference';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';
import { empty } from './reference';
import { toArrow } from './to-arrow';

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;
const START = Date.UTC(2023, 10, 1);

/** Dates over 28 months (year ends, leap day, every weekday) instead of random-data's six. */
function spreadDates(rnd: () => number, rows: Row[]): Row[] {
  return rows.map((row) =>
    empty(row.due)
      ? row
      : {
          ...row,
          due: new Date(START + Math.floor(rnd() * 850) * DAY_MS).toISOString().slice(0, 10),
        },
  );
}

function randomKey(rnd: () => number): GroupKey {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const field = pick(['name', 'status', 'qty', 'amount', 'due', 'due', 'due']);
  if (field !== 'due') return { field };
  const bucket = pick(['none', 'day', 'week', 'month', 'ageing'] as const);
  if (bucket === 'none') return { field };
  if (bucket === 'ageing') {
    const asOf = new Date(START + Math.floor(rnd() * 900) * DAY_MS).toISOString().slice(0, 10);
    return { field, bucket, asOf };
  }
  return { field, bucket };
}

function randomAggregate(rnd: () => number): AggregateQuery {
  const sums = (['amount', 'qty', 'id'] as const).filter(() => rnd() < 0.5);
  return {
    filters: randomQuery(rnd).filters ?? [],
    groupBy: Array.from({ length: Math.floor(rnd() * 4) }, () => randomKey(rnd)),
    sums,
  };
}

function check(table: Table, rows: Row[], q: AggregateQuery, label: string) {
  expect(aggregate(table, q), `${label} ${JSON.stringify(q)}`).toEqual(
    referenceAggregate(COLUMNS, rows, q),
  );
}

describe('aggregate against the naive reference', () => {
  it('agrees on 600 random group-bys over random tables (row objects, Arrow, IPC, two dictionaries)', () => {
    const rnd = prng(1919);
    for (let t = 0; t < 40; t++) {
      const rows = spreadDates(rnd, randomRows(rnd, Math.floor(rnd() * 150)));
      const arrow = toArrow(rows);
      const half = Math.floor(rows.length / 2);
      const tables: [string, Table][] = [
        ['rows', createTable(COLUMNS, rows)],
        ['arrow', tableFromArrow(arrow, COLUMNS)],
        ['ipc', tableFromArrow(tableToIPC(arrow, 'stream'), COLUMNS)],
      ];
      // Two batches with different dictionaries: the same string under two codes must be one group.
      if (half > 0) {
        tables.push([
          'chunked',
          tableFromArrow(toArrow(rows.slice(0, half)).concat(toArrow(rows.slice(half))), COLUMNS),
        ]);
      }
      for (let k = 0; k < 15; k++) {
        const q = randomAggregate(rnd);
        for (const [name, table] of tables) check(table, rows, q, `${name}#${t}`);
      }
    }
  });

  it('agrees when the groups outgrow direct addressing (renumbered group ids, then sorted)', () => {
    const rnd = prng(77);
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: i,
      name: `n${Math.floor(rnd() * 2500)}`,
      status: `s${Math.floor(rnd() * 400)}`,
      qty: Math.floor(rnd() * 300),
      amount: (Math.floor(rnd() * 1e6) - 2e5) / 100,
      due: new Date(START + Math.floor(rnd() * 850) * DAY_MS).toISOString().slice(0, 10),
    }));
    const table = createTable(COLUMNS, rows);
    // 2,501 × 401 × 301 slots is far above 2^18: both renumbering paths run.
    check(
      table,
      rows,
      { groupBy: [{ field: 'name' }, { field: 'status' }, { field: 'qty' }], sums: ['amount'] },
      'wide',
    );
    check(
      table,
      rows,
      { groupBy: [{ field: 'status' }, { field: 'due' }, { field: 'amount' }], sums: ['qty'] },
      'wider',
    );
  });
});

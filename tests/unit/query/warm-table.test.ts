import { tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { keyReader, numericStats, stringRank } from '../../../src/worker/query/column-keys';
import { createTable, query, tableFromArrow } from '../../../src/worker/query/engine';
import { joinedLower } from '../../../src/worker/query/joined-like';
import type { Column, ListQuery, Table } from '../../../src/worker/query/types';
import { warm } from '../../../src/worker/query/warm-table';
import { yieldToEventLoop } from '../../../src/worker/query/warm-yield';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';
import { expectReferenceAnswer } from './expect-reference';
import { toArrow } from './to-arrow';

type Rows = Record<string, unknown>[];
const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The same rows as each kind of table the engine builds, made afresh on every call. */
function sources(rows: Rows): Record<string, () => Table> {
  const half = Math.floor(rows.length / 2);
  return {
    rows: () => createTable(COLUMNS, rows),
    arrow: () => tableFromArrow(toArrow(rows), COLUMNS),
    ipc: () => tableFromArrow(tableToIPC(toArrow(rows), 'stream'), COLUMNS),
    chunked: () =>
      tableFromArrow(toArrow(rows.slice(0, half)).concat(toArrow(rows.slice(half))), COLUMNS),
  };
}

const column = (table: Table, name: string): Column => table.columns.get(name) as Column;

/**
 * Every cache of the warmed table equals what the engine's own functions build on a fresh
 * table of the same rows: nothing missing, nothing different.
 */
function expectWarmed(warmed: Table, fresh: Table, label: string) {
  for (const { name } of COLUMNS) {
    expect(warmed.columns.buildStep?.(name) ?? true, `${label} ${name} built`).toBe(true);
    const got = column(warmed, name);
    const want = column(fresh, name);
    const context = `${label} ${name}`;
    if (got.kind === 'string' && want.kind === 'string') {
      // The one lower-case form kept, for every dictionary (built in parts for large ones).
      expect(got.cache.joined, context).toBeTruthy();
      expect(got.cache.joined, context).toEqual(joinedLower(want));
      // Large dictionaries too (the radix rank of string-rank.ts, built in slices).
      expect(got.cache.rank, context).toEqual(stringRank(want));
    } else if (got.kind === 'numeric' && want.kind === 'numeric') {
      expect(got.cache.stats, context).toEqual(numericStats(want));
      keyReader(want); // builds the rank only where sorting needs one
      expect(got.cache.rank, context).toEqual(want.cache.rank);
    } else throw new Error(`${context}: column kinds differ`);
  }
}

describe('warm', () => {
  it('builds every column and cache, equal to what queries would build', async () => {
    // 20,000 rows: the plain Utf8 `name` column is a dictionary of 20,000 entries (the large
    // path: decoded and lower-cased in parts, joined); `qty` has tenths, so it needs a rank.
    const rows = randomRows(prng(11), 20_000);
    for (const [label, make] of Object.entries(sources(rows))) {
      const table = make();
      expect(await warm(table, { pause: immediate }), label).toBe('done');
      expectWarmed(table, make(), label);
    }
    const qty = column(tableFromArrow(toArrow(rows), COLUMNS), 'qty');
    keyReader(qty);
    expect(qty.cache.rank, 'the test covers a numeric rank').toBeDefined();
  });

  it('changes no answer: random queries give the reference answer on warmed tables', async () => {
    const rnd = prng(77);
    for (let t = 0; t < 20; t++) {
      const rows = randomRows(rnd, 1 + Math.floor(rnd() * 150));
      for (const [label, make] of Object.entries(sources(rows))) {
        const cold = make();
        const warmed = make();
        await warm(warmed, { pause: immediate });
        for (let k = 0; k < 6; k++) {
          const q = randomQuery(rnd);
          expectReferenceAnswer(warmed, rows, q, `warmed ${label}#${t}`);
          expect(query(warmed, q), `${label}#${t}`).toEqual(query(cold, q));
        }
      }
    }
  });

  it('lets queries run between its slices, and they answer as without it', async () => {
    const rnd = prng(5);
    const rows = randomRows(rnd, 18_000);
    for (const [label, make] of Object.entries(sources(rows))) {
      const table = make();
      let pauses = 0;
      // One step per slice, and a query at every pause: queries land on every half-built state.
      const result = await warm(table, {
        sliceMs: 0,
        pause: async () => {
          pauses++;
          expectReferenceAnswer(table, rows, randomQuery(rnd), `${label} pause ${pauses}`);
          await immediate();
        },
      });
      expect(result).toBe('done');
      expect(pauses, label).toBeGreaterThan(4);
      expectWarmed(table, make(), label);
    }
  }, 120_000); // a reference query at each of ~1,500 pauses: past vitest's 30 s on a loaded machine

  it('stops when its signal aborts, leaving the table correct', async () => {
    const rows = randomRows(prng(9), 20_000);
    const table = tableFromArrow(toArrow(rows), COLUMNS);
    const controller = new AbortController();
    let pauses = 0;
    const result = await warm(table, {
      signal: controller.signal,
      sliceMs: 0,
      pause: async () => {
        if (++pauses === 4) controller.abort();
        await immediate();
      },
    });
    expect(result).toBe('aborted');
    expect(pauses).toBe(4);
    // Stopped while building the first columns: the rest was never built.
    expect(table.columns.buildStep?.('due')).toBe(false);
    const q: ListQuery = { sort: [{ field: 'qty', order: 'desc' }], sumBy: ['amount'] };
    expectReferenceAnswer(table, rows, q, 'after abort');
  });

  it('gives way to a task queued before its next slice', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('queued task'));
    await yieldToEventLoop();
    order.push('next slice');
    expect(order).toEqual(['queued task', 'next slice']);
  });
});

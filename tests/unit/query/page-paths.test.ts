import { tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { distinctPage } from '../../../src/worker/query/distinct-page';
import { distinctRows } from '../../../src/worker/query/distinct-rows';
import { createTable, tableFromArrow } from '../../../src/worker/query/engine';
import { filterRows } from '../../../src/worker/query/filter-rows';
import { compileLike } from '../../../src/worker/query/like';
import { compileLikeAt } from '../../../src/worker/query/like-at';
import { radixSort, radixSortPrefix } from '../../../src/worker/query/radix-sort';
import { sortRows } from '../../../src/worker/query/sort-rows';
import type { ListQuery, SortKey, Table } from '../../../src/worker/query/types';
import { warm } from '../../../src/worker/query/warm-table';
import { COLUMNS, prng, randomQuery, randomRows } from './random-data';
import { expectReferenceAnswer } from './expect-reference';
import { toArrow } from './to-arrow';

/**
 * The paths a page takes without sorting every row (issue 21): a sort that orders only the rows
 * up to the page's end (radixSortPrefix), distinctBy that sorts one row per value
 * (distinct-page.ts), and the filters' sample-ordered, branchless loops. The differential test's
 * tables (≤ 120 rows, pages ≤ 3) rarely reach them: these tables have 1,500–3,000 rows, sorts
 * on money × number (folded keys past 2^16, where the prefix sort starts) and pages up to 60.
 */
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;

function tablesOf(rows: Record<string, unknown>[]): [string, Table][] {
  const half = Math.floor(rows.length / 2);
  return [
    ['rows', createTable(COLUMNS, rows)],
    ['ipc', tableFromArrow(tableToIPC(toArrow(rows), 'stream'), COLUMNS)],
    // Two batches with different dictionaries: equal strings under different codes.
    [
      'chunked',
      tableFromArrow(toArrow(rows.slice(0, half)).concat(toArrow(rows.slice(half))), COLUMNS),
    ],
  ];
}

function wideSort(rnd: () => number): SortKey[] {
  const order = () => (rnd() < 0.5 ? ('asc' as const) : ('desc' as const));
  const keys: SortKey[] = [
    { field: pick(rnd, ['amount', 'qty']), order: order() },
    { field: pick(rnd, ['qty', 'amount', 'due', 'name', 'status']), order: order() },
  ];
  if (rnd() < 0.4) keys.push({ field: pick(rnd, ['name', 'status', 'due']), order: order() });
  return keys;
}

describe('a page without a full sort', () => {
  it('gives the reference page for wide sorts with ties and empties, any page', () => {
    const rnd = prng(2121);
    for (let t = 0; t < 6; t++) {
      const rows = randomRows(rnd, 1500 + Math.floor(rnd() * 1500));
      const tables = tablesOf(rows);
      for (let k = 0; k < 12; k++) {
        const q: ListQuery = {
          ...randomQuery(rnd),
          sort: wideSort(rnd),
          page: 1 + Math.floor(rnd() * 60),
          size: 1 + Math.floor(rnd() * 30),
        };
        delete q.distinctBy;
        for (const [label, table] of tables) expectReferenceAnswer(table, rows, q, `${label}#${t}`);
      }
    }
  });

  it('gives the reference page of distinctBy, with and without filters and sorts', () => {
    const rnd = prng(3131);
    for (let t = 0; t < 6; t++) {
      const rows = randomRows(rnd, 1500 + Math.floor(rnd() * 1500));
      const tables = tablesOf(rows);
      for (let k = 0; k < 12; k++) {
        const base = randomQuery(rnd);
        const q: ListQuery = {
          ...base,
          sort: rnd() < 0.2 ? [] : rnd() < 0.5 ? (base.sort ?? []) : wideSort(rnd),
          distinctBy: pick(rnd, ['name', 'status', 'qty', 'amount', 'due']),
          page: 1 + Math.floor(rnd() * 8),
          size: 1 + Math.floor(rnd() * 30),
        };
        for (const [label, table] of tables) expectReferenceAnswer(table, rows, q, `${label}#${t}`);
      }
    }
  });

  it('distinctPage equals distinctRows over the full sort, page by page', () => {
    const rnd = prng(4141);
    const rows = randomRows(rnd, 2500);
    for (const [label, table] of tablesOf(rows)) {
      for (let k = 0; k < 20; k++) {
        const filtered = filterRows(table, randomQuery(rnd).filters ?? []).slice();
        const sort = wideSort(rnd);
        const field = pick(rnd, ['name', 'status', 'qty', 'amount', 'due']);
        const all = distinctRows(table, sortRows(table, filtered, sort), field);
        const size = 1 + Math.floor(rnd() * 40);
        for (let start = 0; start <= all.length; start += size) {
          const page = distinctPage(table, filtered, sort, field, start, start + size);
          expect(page.total, label).toBe(all.length);
          expect(Array.from(page.ids), label).toEqual(
            Array.from(all.subarray(start, start + size)),
          );
        }
      }
    }
  });

  it('radixSortPrefix orders the first `limit` ids as the full radix sort, sorting fewer', () => {
    const rnd = prng(5151);
    for (let t = 0; t < 15; t++) {
      const n = 2000 + Math.floor(rnd() * 20000);
      // Few distinct keys (many ties) or many, always wider than one 16-bit digit.
      const maxKey = rnd() < 0.5 ? 70_000 : 2 ** 32 - 1;
      const distinct = 1 + Math.floor(rnd() * (rnd() < 0.5 ? 50 : n));
      const values = Array.from({ length: distinct }, () => Math.floor(rnd() * (maxKey + 1)));
      const keys = Uint32Array.from({ length: n }, () => pick(rnd, values));
      const rows = Uint32Array.from({ length: n }, (_, i) => i * 3);
      const limit = 1 + Math.floor(rnd() * (n / 2 - 1));
      const full = radixSort(keys.slice(), rows.slice(), maxKey);
      const before = rows.slice();
      const prefix = radixSortPrefix(keys.slice(), rows, maxKey, limit);
      expect(Array.from(prefix.subarray(0, limit))).toEqual(Array.from(full.subarray(0, limit)));
      expect(rows).toEqual(before);
      // Only the buckets reaching `limit` were sorted (with many distinct keys, far fewer than n).
      if (distinct > 1000) expect(prefix.length).toBeLessThan(n);
    }
  });
});

describe('filters on a warmed large dictionary', () => {
  it('a LIKE over the few rows other filters leave, read in the joined dictionary, as the reference', async () => {
    const rnd = prng(6161);
    // Mostly unique names (a dictionary larger than the rows a filter leaves), Unicode included.
    const rows = randomRows(rnd, 6000).map((row, i) => ({
      ...row,
      name: typeof row.name === 'string' && row.name !== '' ? `${row.name}-${i % 4000}` : row.name,
    }));
    const table = tableFromArrow(tableToIPC(toArrow(rows), 'stream'), COLUMNS);
    await warm(table, { pause: async () => {} });
    const patterns = [
      '%a%',
      '%ä%',
      '%-1%',
      '%İ%',
      '%😀%',
      'alpha%',
      '%1',
      '%',
      '%ａ%',
      '%σ%',
      'zeta-12',
    ];
    for (const pattern of patterns) {
      for (const status of ['OPEN', 'open', 'Pending']) {
        const q: ListQuery = {
          filters: [
            { field: 'status', kind: 'enum', values: [status] },
            { field: 'qty', kind: 'range', min: 0, max: 1 },
            { field: 'name', kind: 'text', pattern },
          ],
          sort: [{ field: 'name', order: 'asc' }],
          size: 50,
        };
        expectReferenceAnswer(table, rows, q, pattern);
      }
    }
  });
});

describe('compileLikeAt', () => {
  it('answers compileLike on every entry of a joined string', () => {
    const rnd = prng(7171);
    const alphabet = ['a', 'b', 'ab', '-', 'ä', 'ß', '付', '😀', 'ａ', 'σ', 'i', 'x'];
    const entries = Array.from({ length: 400 }, () => {
      let s = '';
      const length = Math.floor(rnd() * 8);
      for (let i = 0; i < length; i++) s += pick(rnd, alphabet);
      return s;
    });
    const text = entries.concat('').join('\u0000');
    const patterns = [
      '%',
      '%%',
      '',
      'a',
      'ab%',
      '%ab',
      '%a%b%',
      'a%a',
      '%😀%',
      '%ｓ%',
      '%ß%a%',
      '%b%b%b%',
      'x%',
      '%付',
    ];
    for (let k = 0; k < 60; k++) {
      let p = '';
      for (let i = 0; i < 1 + Math.floor(rnd() * 4); i++)
        p += rnd() < 0.4 ? '%' : pick(rnd, alphabet);
      patterns.push(p);
    }
    for (const pattern of patterns) {
      const like = compileLike(pattern);
      const likeAt = compileLikeAt(pattern);
      let at = 0;
      for (const entry of entries) {
        expect(likeAt(text, at, at + entry.length), `${pattern} ${entry}`).toBe(
          like(entry.toLowerCase()),
        );
        at += entry.length + 1;
      }
    }
  });
});

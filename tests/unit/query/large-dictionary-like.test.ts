import { tableToIPC, Table as ArrowTable, vectorFromArray, Utf8 } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { createTable, query, tableFromArrow } from '../../../src/worker/query/engine';
import type { ColumnSpec } from '../../../src/worker/query/types';
import { prng } from './random-data';
import { likeToRegExp, sqlLower } from './reference';

/**
 * Over a dictionary this large a "contains" pattern is answered by scanning one joined string
 * from one occurrence of its rarest segment to the next (joined-like.ts); the small random
 * tables of the differential test never reach that path, so it is checked here.
 */
const ALPHABET = ['a', 'A', 'b', 'B', '%', 'é', 'É', 'ß', 'x', '-', 'İ', 'q', '\u0000'];
const COLUMNS: ColumnSpec[] = [
  { name: 'id', type: 'number' },
  { name: 'code', type: 'string' },
];

function word(rnd: () => number, max: number, alphabet: readonly string[]): string {
  let s = '';
  const length = Math.floor(rnd() * (max + 1));
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(rnd() * alphabet.length)] as string;
  return s;
}

function rowsOf(rnd: () => number, count: number, alphabet: readonly string[]) {
  return Array.from({ length: count }, (_, id) => ({
    id,
    // Mostly unique (so the dictionary is large), with some repeats and empties.
    code: rnd() < 0.05 ? '' : rnd() < 0.1 ? 'Ab' : `${word(rnd, 7, alphabet)}${id % 7}`,
  }));
}

function expected(rows: { id: number; code: string }[], pattern: string): number[] {
  const re = likeToRegExp(pattern);
  // An empty value is NULL to SQL's LIKE: never a match.
  return rows.filter((r) => r.code !== '' && re.test(sqlLower(r.code))).map((r) => r.id);
}

describe('LIKE over a large dictionary', () => {
  for (const [label, alphabet] of [
    ['with separator-like characters in the data', ALPHABET],
    ['without them', ALPHABET.filter((c) => c !== '\u0000')],
  ] as const) {
    it(`matches the reference for contains patterns, ${label}`, () => {
      const rnd = prng(777);
      const rows = rowsOf(rnd, 9000, alphabet);
      const arrow = new ArrowTable({
        id: vectorFromArray(
          rows.map((r) => r.id),
          undefined,
        ),
        code: vectorFromArray(
          rows.map((r) => r.code),
          new Utf8(),
        ),
      });
      const tables = [
        createTable(COLUMNS, rows),
        tableFromArrow(tableToIPC(arrow, 'stream'), COLUMNS),
      ];
      const segments = ['a', 'x', 'q-', 'é', 'İ', '%', 'ab', 'ßx', 'b', '1', 'zz', 'a%'];
      for (let k = 0; k < 60; k++) {
        const parts = Array.from(
          { length: 1 + Math.floor(rnd() * 3) },
          () => segments[Math.floor(rnd() * segments.length)] as string,
        );
        const pattern = `%${parts.join('%')}%`;
        const want = expected(rows, pattern);
        for (const table of tables) {
          const got = query(table, {
            filters: [{ field: 'code', kind: 'text', pattern }],
            sort: [{ field: 'id', order: 'asc' }],
            size: rows.length,
          });
          expect(
            got.rows.map((r) => Number(r.id)),
            pattern,
          ).toEqual(want);
        }
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import { stringRank } from '../../../src/worker/query/column-keys';
import { createTable } from '../../../src/worker/query/engine';
import type { StringColumn } from '../../../src/worker/query/types';
import { prng } from './random-data';
import { compareCodePoints } from './reference';

/**
 * A dictionary of 4,096 entries or more (and none longer than 64 code units) is ranked by an
 * LSD radix sort on code units (string-rank.ts), no longer by a comparator: its ranks must be
 * the code point order of `reference.ts`, with equal strings sharing a rank.
 */
const ALPHABET = [
  'a',
  'A',
  'b',
  'z',
  '-',
  '0',
  '9',
  'é',
  'İ',
  '付',
  'ａ',
  '\ue000',
  '\uffff',
  '😀',
  '𝔸',
  ' ',
];

function referenceRanks(dict: readonly string[]): number[] {
  const distinct = [...new Set(dict)].sort(compareCodePoints);
  const rankOf = new Map(distinct.map((text, rank) => [text, rank]));
  return dict.map((text) => rankOf.get(text) as number);
}

/** A plain string column whose dictionary is `dict` as given (repeats included, like plain Utf8). */
function columnOf(dict: string[]): StringColumn {
  const table = createTable(
    [{ name: 's', type: 'string' }],
    dict.map((s) => ({ s: s === '' ? 'x' : s })),
  );
  const col = table.columns.get('s') as StringColumn;
  return {
    ...col,
    size: dict.length,
    dict: () => dict,
    text: (code) => dict[code] as string,
    cache: {},
  };
}

describe('stringRank of a large dictionary', () => {
  it('ranks in code point order, ties shared, prefixes first, beyond U+FFFF after U+E000–FFFF', () => {
    const rnd = prng(8181);
    for (let t = 0; t < 6; t++) {
      const n = 4096 + Math.floor(rnd() * 12000);
      const longest = 1 + Math.floor(rnd() * (t % 2 === 0 ? 6 : 40));
      const dict = Array.from({ length: n }, () => {
        let s = '';
        const length = Math.floor(rnd() * (longest + 1));
        for (let i = 0; i < length; i++)
          s += ALPHABET[Math.floor(rnd() * ALPHABET.length)] as string;
        return s;
      });
      // Shared prefixes ("INV-2023-…") and exact repeats under different codes.
      for (let i = 0; i < n; i += 7) dict[i] = `INV-${dict[i] as string}`;
      for (let i = 3; i < n; i += 11) dict[i] = dict[i - 3] as string;
      const { perCode, domain } = stringRank(columnOf(dict));
      const want = referenceRanks(dict);
      expect(Array.from(perCode)).toEqual(want);
      expect(domain).toBe(new Set(dict).size);
    }
  });

  it('gives the same ranks through the comparator when an entry is longer than 64 units', () => {
    const rnd = prng(9191);
    const dict = Array.from(
      { length: 5000 },
      (_, i) => `${ALPHABET[i % ALPHABET.length] as string}${Math.floor(rnd() * 900)}`,
    );
    dict[17] = 'b'.repeat(65);
    expect(Array.from(stringRank(columnOf(dict)).perCode)).toEqual(referenceRanks(dict));
  });
});

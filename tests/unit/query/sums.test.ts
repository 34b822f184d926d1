import { describe, expect, it } from 'vitest';
import { createTable, query } from '../../../src/worker/query/engine';
import { prng } from './random-data';

describe('sums exact to the cent', () => {
  it('adds a million amounts exactly where a float sum drifts', () => {
    const rnd = prng(7);
    const n = 1_000_000;
    const rows: Record<string, unknown>[] = new Array<Record<string, unknown>>(n);
    let exact = 0n;
    let float = 0;
    for (let i = 0; i < n; i++) {
      // Up to ±1 billion with cents, half as decimal strings and half as numbers.
      const cents = Math.floor(rnd() * 200_000_000_000) - 100_000_000_000;
      exact += BigInt(cents);
      float += cents / 100;
      rows[i] = { amount: i % 2 ? (cents / 100).toFixed(2) : cents / 100 };
    }
    const result = query(createTable([{ name: 'amount', type: 'money' }], rows), {
      sumBy: ['amount'],
      size: 1,
    });
    const negative = exact < 0n;
    const abs = negative ? -exact : exact;
    const want = `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
    expect(result.sums).toEqual({ amount: want });
    // The naive float sum does not give the same cents: this is what the integer cents avoid.
    expect(float.toFixed(2)).not.toBe(want);
  });

  it('stays exact past 2^53 cents by falling back to BigInt', () => {
    const rows = Array.from({ length: 4 }, () => ({ amount: '40000000000000.01' }));
    const result = query(createTable([{ name: 'amount', type: 'money' }], rows), {
      sumBy: ['amount'],
    });
    expect(result.sums).toEqual({ amount: '160000000000000.04' });
  });

  it('sums every filtered row, not only the page, and skips empties', () => {
    const rows = [
      { amount: '0.10', k: 'a' },
      { amount: 0.2, k: 'a' },
      { amount: '', k: 'a' },
      { amount: null, k: 'a' },
      { amount: '-0.05', k: 'a' },
      { amount: '9.99', k: 'b' },
    ];
    const table = createTable(
      [
        { name: 'amount', type: 'money' },
        { name: 'k', type: 'string' },
      ],
      rows,
    );
    const result = query(table, {
      filters: [{ field: 'k', kind: 'enum', values: ['a'] }],
      size: 1,
      sumBy: ['amount'],
    });
    expect(result).toMatchObject({ total: 5, sums: { amount: '0.25' } });
    expect(result.rows).toHaveLength(1);
  });
});

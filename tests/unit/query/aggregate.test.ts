import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../src/worker/query/aggregate';
import { createTable } from '../../../src/worker/query/engine';
import type { ColumnSpec } from '../../../src/worker/query/types';

const COLUMNS: ColumnSpec[] = [
  { name: 'buyer', type: 'string' },
  { name: 'currency', type: 'string' },
  { name: 'day', type: 'date' },
  { name: 'amount', type: 'money' },
  { name: 'days', type: 'number' },
];

const keysOf = (rows: { keys: (string | null)[] }[]) => rows.map((r) => r.keys);

describe('aggregate semantics', () => {
  it('weeks start on Monday and run across a year end', () => {
    const days = ['2024-12-29', '2024-12-30', '2025-01-01', '2025-01-05', '2025-01-06'];
    const table = createTable(
      COLUMNS,
      days.map((day) => ({ day, amount: '1' })),
    );
    const rows = aggregate(table, {
      groupBy: [{ field: 'day', bucket: 'week' }],
      sums: ['amount'],
    });
    expect(rows).toEqual([
      { keys: ['2024-12-23'], count: 1, sums: { amount: '1.00' } },
      { keys: ['2024-12-30'], count: 3, sums: { amount: '3.00' } },
      { keys: ['2025-01-06'], count: 1, sums: { amount: '1.00' } },
    ]);
  });

  it('months are YYYY-MM, leap day and year end included', () => {
    const days = ['2024-02-29', '2024-03-01', '2024-12-31', '2025-01-01', '2024-02-01'];
    const table = createTable(
      COLUMNS,
      days.map((day) => ({ day })),
    );
    const rows = aggregate(table, { groupBy: [{ field: 'day', bucket: 'month' }] });
    expect(rows.map((r) => [r.keys[0], r.count])).toEqual([
      ['2024-02', 2],
      ['2024-03', 1],
      ['2024-12', 1],
      ['2025-01', 1],
    ]);
  });

  it('ageing buckets break at 0/1, 30/31, 60/61 and 90/91 days past due', () => {
    const asOf = '2025-06-30';
    const base = Date.UTC(2025, 5, 30);
    const late = [-5, 0, 1, 30, 31, 60, 61, 90, 91, 400];
    const table = createTable(
      COLUMNS,
      late.map((d) => ({
        day: new Date(base - d * 86_400_000).toISOString().slice(0, 10),
        days: d,
      })),
    );
    const rows = aggregate(table, {
      groupBy: [{ field: 'day', bucket: 'ageing', asOf }],
      sums: ['days'],
    });
    expect(rows.map((r) => [r.keys[0], r.count, r.sums.days])).toEqual([
      ['current', 2, '-5'],
      ['d1_30', 2, '31'],
      ['d31_60', 2, '91'],
      ['d61_90', 2, '151'],
      ['d90_plus', 2, '491'],
    ]);
  });

  it('an empty cell is a null key, sorted last', () => {
    const table = createTable(COLUMNS, [
      { buyer: null, day: null, amount: '5' },
      { buyer: 'B', day: '2025-01-02', amount: '1.5' },
      { buyer: '', day: '2025-01-01', amount: null },
      { buyer: 'A', day: undefined, amount: '0.25' },
    ]);
    expect(keysOf(aggregate(table, { groupBy: [{ field: 'buyer' }] }))).toEqual([
      ['A'],
      ['B'],
      [null],
    ]);
    expect(
      aggregate(table, { groupBy: [{ field: 'day', bucket: 'day' }], sums: ['amount'] }),
    ).toEqual([
      { keys: ['2025-01-01'], count: 1, sums: { amount: '0.00' } },
      { keys: ['2025-01-02'], count: 1, sums: { amount: '1.50' } },
      { keys: [null], count: 2, sums: { amount: '5.25' } },
    ]);
    expect(
      keysOf(
        aggregate(table, { groupBy: [{ field: 'day', bucket: 'ageing', asOf: '2025-01-02' }] }),
      ),
    ).toEqual([['current'], ['d1_30'], [null]]);
  });

  it('groups by several keys, money exact to the cent, per currency', () => {
    const table = createTable(COLUMNS, [
      { buyer: 'B', currency: 'USD', amount: '0.10' },
      { buyer: 'A', currency: 'USD', amount: '0.20' },
      { buyer: 'B', currency: 'CNY', amount: '1000000000000.01' },
      { buyer: 'B', currency: 'USD', amount: '0.20' },
      { buyer: 'B', currency: 'CNY', amount: '0.02' },
    ]);
    expect(
      aggregate(table, { groupBy: [{ field: 'buyer' }, { field: 'currency' }], sums: ['amount'] }),
    ).toEqual([
      { keys: ['A', 'USD'], count: 1, sums: { amount: '0.20' } },
      { keys: ['B', 'CNY'], count: 2, sums: { amount: '1000000000000.03' } },
      { keys: ['B', 'USD'], count: 2, sums: { amount: '0.30' } },
    ]);
  });

  it('sums past 2^53 cents are still exact', () => {
    const table = createTable(
      COLUMNS,
      Array.from({ length: 4 }, () => ({ currency: 'USD', amount: '40000000000000.01' })),
    );
    expect(aggregate(table, { groupBy: [{ field: 'currency' }], sums: ['amount'] })).toEqual([
      { keys: ['USD'], count: 4, sums: { amount: '160000000000000.04' } },
    ]);
  });

  it('no groupBy gives the grand total; it is one zero row when nothing matches', () => {
    const table = createTable(COLUMNS, [
      { buyer: 'A', amount: '1.01', days: 2.5 },
      { buyer: 'B', amount: '2', days: 1 },
    ]);
    expect(aggregate(table, { groupBy: [], sums: ['amount', 'days'] })).toEqual([
      { keys: [], count: 2, sums: { amount: '3.01', days: '3.5' } },
    ]);
    expect(
      aggregate(table, {
        filters: [{ field: 'buyer', kind: 'enum', values: ['Z'] }],
        groupBy: [],
        sums: ['amount'],
      }),
    ).toEqual([{ keys: [], count: 0, sums: { amount: '0.00' } }]);
    expect(
      aggregate(table, {
        filters: [{ field: 'buyer', kind: 'enum', values: ['Z'] }],
        groupBy: [{ field: 'buyer' }],
      }),
    ).toEqual([]);
  });

  it('an empty table gives no groups, or one zero total', () => {
    const table = createTable(COLUMNS, []);
    expect(aggregate(table, { groupBy: [{ field: 'day', bucket: 'month' }] })).toEqual([]);
    expect(aggregate(table, { groupBy: [], sums: ['amount'] })).toEqual([
      { keys: [], count: 0, sums: { amount: '0.00' } },
    ]);
  });

  it('refuses unknown fields, buckets on non-dates and sums of strings', () => {
    const table = createTable(COLUMNS, [{ buyer: 'A' }]);
    expect(() => aggregate(table, { groupBy: [{ field: 'nope' }] })).toThrow(/unknown field/);
    expect(() => aggregate(table, { groupBy: [{ field: 'buyer', bucket: 'month' }] })).toThrow();
    expect(() => aggregate(table, { groupBy: [{ field: 'amount', bucket: 'week' }] })).toThrow();
    expect(() => aggregate(table, { groupBy: [], sums: ['buyer'] })).toThrow();
    expect(() =>
      aggregate(table, { groupBy: [{ field: 'day', bucket: 'ageing', asOf: 'soon' }] }),
    ).toThrow(/asOf/);
  });
});

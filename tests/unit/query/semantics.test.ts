import { describe, expect, it } from 'vitest';
import { createTable, optionCounts, query } from '../../../src/worker/query/engine';
import type { ColumnSpec } from '../../../src/worker/query/types';

const specs: ColumnSpec[] = [
  { name: 'id', type: 'number' },
  { name: 'name', type: 'string' },
  { name: 'amount', type: 'money' },
  { name: 'due', type: 'date' },
];
const rows = [
  { id: 1, name: 'Beta', amount: '10.00', due: '2024-01-05' },
  { id: 2, name: '', amount: null, due: null },
  { id: 3, name: 'alpha', amount: 10, due: '2024-01-05' },
  { id: 4, name: 'Beta', amount: '0.29', due: '2024-02-01' },
  { id: 5, name: null, amount: '-3.5', due: '' },
  { id: 6, name: 'ÄRGER 50% off', amount: '10.0', due: '2023-12-31' },
  { id: 7, name: 'beta', amount: '0.30', due: '2024-01-05' },
];
const table = createTable(specs, rows);
const ids = (q: Parameters<typeof query>[1]) =>
  query(table, { size: 100, ...q }).rows.map((r) => r.id);

describe('sorting', () => {
  it('keeps ties in the original order (stable)', () => {
    expect(ids({ sort: [{ field: 'amount', order: 'asc' }] })).toEqual([5, 4, 7, 1, 3, 6, 2]);
    expect(ids({ sort: [{ field: 'due', order: 'desc' }] })).toEqual([4, 1, 3, 7, 6, 2, 5]);
  });

  it('puts empty values last in both directions', () => {
    expect(ids({ sort: [{ field: 'name', order: 'asc' }] }).slice(-2)).toEqual([2, 5]);
    expect(ids({ sort: [{ field: 'name', order: 'desc' }] }).slice(-2)).toEqual([2, 5]);
  });

  it('orders strings by code point, as COLLATE "C": a character beyond U+FFFF after U+FF21', () => {
    const t = createTable(specs, [
      { id: 1, name: '😀' },
      { id: 2, name: 'Ａ' },
      { id: 3, name: 'z' },
      { id: 4, name: '付' },
    ]);
    const order = (o: 'asc' | 'desc') =>
      query(t, { sort: [{ field: 'name', order: o }] }).rows.map((r) => r.id);
    expect(order('asc')).toEqual([3, 4, 2, 1]);
    expect(order('desc')).toEqual([1, 2, 4, 3]);
  });

  it('applies keys in order', () => {
    expect(
      ids({
        sort: [
          { field: 'due', order: 'asc' },
          { field: 'amount', order: 'desc' },
        ],
      }),
    ).toEqual([6, 1, 3, 7, 4, 5, 2]);
  });
});

describe('filters', () => {
  it('matches LIKE case-insensitively with % in the data and other characters literal', () => {
    expect(ids({ filters: [{ field: 'name', kind: 'text', pattern: '%50\u0025%' }] })).toEqual([6]);
    expect(ids({ filters: [{ field: 'name', kind: 'text', pattern: 'är%OFF' }] })).toEqual([6]);
    expect(ids({ filters: [{ field: 'name', kind: 'text', pattern: 'b_ta' }] })).toEqual([]);
    expect(ids({ filters: [{ field: 'name', kind: 'text', pattern: 'BETA' }] })).toEqual([1, 4, 7]);
  });

  it('never matches an empty value with a text filter, as SQL LIKE never matches NULL', () => {
    expect(ids({ filters: [{ field: 'name', kind: 'text', pattern: '%' }] })).toEqual([
      1, 3, 4, 6, 7,
    ]);
    expect(ids({ filters: [{ field: 'name', kind: 'text', pattern: '' }] })).toEqual([]);
    expect(ids({ filters: [{ field: 'due', kind: 'text', pattern: '%' }] })).toEqual([
      1, 3, 4, 6, 7,
    ]);
  });

  it('lower-cases like PostgreSQL: İ is i, a final Σ is σ', () => {
    const t = createTable(specs, [
      { id: 1, name: 'İSTANBUL' },
      { id: 2, name: 'ΣΑΣ' },
      { id: 3, name: 'σας' },
    ]);
    const hits = (pattern: string) =>
      query(t, { filters: [{ field: 'name', kind: 'text', pattern }] }).rows.map((r) => r.id);
    expect(hits('%istanbul%')).toEqual([1]);
    expect(hits('%i\u0307%')).toEqual([]);
    expect(hits('σασ')).toEqual([2]);
    expect(hits('%ς')).toEqual([3]);
    expect(hits('ΣΑΣ')).toEqual([2]);
  });

  it('takes date ranges inclusively, unbounded at a missing end, never matching empties', () => {
    const f = (from: string | null, to?: string) =>
      ids({ filters: [{ field: 'due', kind: 'dateRange', from, ...(to ? { to } : {}) }] });
    expect(f('2024-01-05', '2024-02-01')).toEqual([1, 3, 4, 7]);
    expect(f(null, '2023-12-31')).toEqual([6]);
    expect(f(null)).toHaveLength(7);
  });

  it('compares money ranges in cents, with exclusive ends', () => {
    const r = (min?: number, max?: number, ex = false) =>
      ids({
        filters: [
          {
            field: 'amount',
            kind: 'range',
            ...(min !== undefined ? { min } : {}),
            ...(max !== undefined ? { max } : {}),
            minExclusive: ex,
            maxExclusive: ex,
          },
        ],
      });
    expect(r(0.29, 0.29)).toEqual([4]);
    expect(r(0.29, 10, true)).toEqual([7]);
    expect(r(undefined, 0)).toEqual([5]);
  });

  it('matches enums on canonical values: money 10 equals "10.00"', () => {
    expect(ids({ filters: [{ field: 'amount', kind: 'enum', values: ['10'] }] })).toEqual([
      1, 3, 6,
    ]);
    expect(ids({ filters: [{ field: 'name', kind: 'enum', values: ['Beta', ''] }] })).toEqual([
      1, 2, 4, 5,
    ]);
  });
});

describe('distinctBy', () => {
  it('keeps the first row of each value in sorted order and counts distinct values', () => {
    const result = query(table, {
      sort: [{ field: 'amount', order: 'desc' }],
      distinctBy: 'due',
      size: 2,
    });
    expect(result.total).toBe(4); // 2024-01-05, 2023-12-31, 2024-02-01 and empty
    expect(result.rows.map((r) => r.id)).toEqual([1, 6]);
  });
});

describe('optionCounts', () => {
  it('counts each value under the other filters, ignoring the filter on the field itself', () => {
    const counts = optionCounts(table, 'name', [
      { field: 'name', kind: 'enum', values: ['alpha'] },
      { field: 'due', kind: 'dateRange', from: '2024-01-01' },
    ]);
    expect(counts).toEqual([
      { value: 'Beta', count: 2 },
      { value: 'alpha', count: 1 },
      { value: 'beta', count: 1 },
    ]);
  });

  it('gives canonical values for money and dates, empty last as null', () => {
    expect(optionCounts(table, 'amount', [])).toEqual([
      { value: '-3.50', count: 1 },
      { value: '0.29', count: 1 },
      { value: '0.30', count: 1 },
      { value: '10.00', count: 3 },
      { value: null, count: 1 },
    ]);
    expect(optionCounts(table, 'due', []).at(-1)).toEqual({ value: null, count: 2 });
  });
});

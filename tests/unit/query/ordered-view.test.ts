import { describe, expect, it } from 'vitest';
import { createTable, query } from '../../../src/worker/query/engine';
import { orderedView } from '../../../src/worker/query/ordered-view';
import type { Filter, SortKey } from '../../../src/worker/query/types';

const currencies = ['USD', 'CNY', 'JPY', null];
const rows = Array.from({ length: 300 }, (_, i) => ({
  id: i,
  currency: currencies[(i * 7) % 4],
  buyer: `b${(i * 13) % 17}`,
  amount: i % 11 === 0 ? null : `${(i * 37) % 1000}.${String(i % 100).padStart(2, '0')}`,
}));
const table = createTable(
  [
    { name: 'id', type: 'number' },
    { name: 'currency', type: 'string' },
    { name: 'buyer', type: 'string' },
    { name: 'amount', type: 'money' },
  ],
  rows,
);

describe('ordered views for scrolling', () => {
  const filters: Filter[] = [{ field: 'buyer', kind: 'text', pattern: 'b1%' }];
  const sort: SortKey[] = [
    { field: 'currency', order: 'desc' },
    { field: 'amount', order: 'asc' },
  ];

  it('orders the filtered ids exactly as query() pages them', () => {
    const view = orderedView(table, filters, sort, ['amount'], 'currency');
    const all = query(table, { filters, sort, size: 1000 });
    expect([...view.ids].map((id) => rows[id]?.id)).toEqual(all.rows.map((r) => r.id));
  });

  it('sums per currency over every filtered row, exact, with empty as its own group', () => {
    const view = orderedView(table, filters, sort, ['amount'], 'currency');
    for (const currency of ['USD', 'CNY', 'JPY']) {
      const expected = query(table, {
        filters: [...filters, { field: 'currency', kind: 'enum', values: [currency] }],
        sumBy: ['amount'],
      }).sums;
      expect(view.sums[currency]).toEqual(expected);
    }
    expect(Object.keys(view.sums).sort()).toEqual(['', 'CNY', 'JPY', 'USD']);
  });

  it('keeps its ids when the engine runs the next query', () => {
    const view = orderedView(table, filters, [], [], 'currency');
    const copy = [...view.ids];
    query(table, { filters: [{ field: 'buyer', kind: 'enum', values: ['b3'] }] });
    expect([...view.ids]).toEqual(copy);
  });
});

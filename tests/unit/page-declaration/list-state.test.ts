import { describe, expect, it } from 'vitest';
import {
  emptyListState,
  withFilter,
  type ListState,
} from '../../../src/shared/page-declaration/list-state';

const on = (filters: Record<string, string>, page = 3): ListState => ({
  ...emptyListState(),
  filters,
  page,
});

describe('withFilter (a column filter’s Query)', () => {
  it('sets the column’s filter and goes back to page 1', () => {
    expect(withFilter(on({ a: '1' }), 'status', 'OVERDUE')).toMatchObject({
      filters: { a: '1', status: 'OVERDUE' },
      page: 1,
    });
  });

  it('replaces the column’s previous value', () => {
    expect(withFilter(on({ status: 'SETTLED' }), 'status', 'OVERDUE').filters).toEqual({
      status: 'OVERDUE',
    });
  });

  it('treats an empty or blank value as Reset: the filter is removed', () => {
    expect(withFilter(on({ status: 'SETTLED', a: '1' }), 'status', '').filters).toEqual({
      a: '1',
    });
    expect(withFilter(on({ status: 'SETTLED' }), 'status', '   ')).toMatchObject({
      filters: {},
      page: 1,
    });
  });
});

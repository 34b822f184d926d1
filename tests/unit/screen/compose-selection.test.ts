import { describe, expect, it } from 'vitest';
import {
  COMPOSE_DEFAULT_PAGE_SIZE,
  COMPOSE_PAGE_SIZES,
  COMPOSE_SCROLL_HEIGHT,
  addRows,
  batchAdd,
  batchRemove,
  checkable,
  isSelected,
  removeRows,
  searchRows,
} from '../../../src/shared/screen/compose-selection';

const a = { id: 'A', name: 'Alpha' };
const b = { id: 'B', name: 'Beta' };
const c = { id: 'C', name: 'Gamma', note: null };

describe('compose table selection', () => {
  it('adds a row once: a row already selected is skipped', () => {
    expect(addRows([a], [a, b], 'id')).toEqual({ selected: [a, b], added: 1, skipped: 1 });
  });

  it('adds a row listed twice in one batch once', () => {
    expect(addRows([], [b, b], 'id').selected).toEqual([b]);
  });

  it('tells rows apart by the key field, not by object identity', () => {
    expect(addRows([a], [{ ...a }], 'id').added).toBe(0);
    expect(isSelected([a], { id: 'A' }, 'id')).toBe(true);
  });

  it('removes rows by key', () => {
    expect(removeRows([a, b, c], [{ id: 'B' }], 'id')).toEqual([a, c]);
  });

  it('warns instead of batch adding when nothing is checked', () => {
    expect(batchAdd([a], [], 'id')).toEqual({ kind: 'nothing-checked' });
  });

  it('warns instead of batch deleting when nothing is checked', () => {
    expect(batchRemove([a], [], 'id')).toEqual({ kind: 'nothing-checked' });
  });

  it('batch adds and batch deletes the checked rows', () => {
    expect(batchAdd([a], [b, c], 'id')).toEqual({
      kind: 'changed',
      selected: [a, b, c],
      added: 2,
      skipped: 0,
    });
    expect(batchRemove([a, b, c], [a, c], 'id')).toMatchObject({ selected: [b] });
  });

  it('drops already selected rows from the upper table checks', () => {
    expect(checkable([a, b], [b], 'id')).toEqual([a]);
  });

  it('searches the shown fields, case and spaces ignored', () => {
    expect(searchRows([a, b, c], ['name'], ' gAm ')).toEqual([c]);
    expect(searchRows([a, b, c], ['name', 'note'], '')).toEqual([a, b, c]);
    expect(searchRows([a, b, c], ['id'], 'zzz')).toEqual([]);
  });

  it('offers page sizes 5, 10, 20, 50, 100 with 5 by default and a 284 px scroll height', () => {
    expect(COMPOSE_PAGE_SIZES).toEqual([5, 10, 20, 50, 100]);
    expect(COMPOSE_DEFAULT_PAGE_SIZE).toBe(5);
    expect(COMPOSE_SCROLL_HEIGHT).toBe(284);
  });
});

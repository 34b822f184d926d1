import { describe, expect, it } from 'vitest';
import { moveDown, moveRow, moveUp, setCell } from '../../../src/shared/screen/sortable-rows';

const rows = ['a', 'b', 'c', 'd'];

describe('sortable table rows', () => {
  it('moves a dragged row to the drop index', () => {
    expect(moveRow(rows, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveRow(rows, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('does not change the input array', () => {
    const input = [...rows];
    moveRow(input, 0, 3);
    expect(input).toEqual(rows);
  });

  it('moves up and down by one, and not past either end', () => {
    expect(moveUp(rows, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveDown(rows, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveUp(rows, 0)).toEqual(rows);
    expect(moveDown(rows, 3)).toEqual(rows);
  });

  it('ignores indexes out of range', () => {
    expect(moveRow(rows, -1, 2)).toEqual(rows);
    expect(moveRow(rows, 1, 9)).toEqual(rows);
  });

  it('replaces one cell of one row only', () => {
    const table = [
      { id: 1, qty: '1' },
      { id: 2, qty: '2' },
    ];
    const next = setCell(table, 1, 'qty', '5');
    expect(next).toEqual([
      { id: 1, qty: '1' },
      { id: 2, qty: '5' },
    ]);
    expect(next[0]).toBe(table[0]);
    expect(table[1]?.qty).toBe('2');
  });
});

import { describe, expect, it } from 'vitest';
import {
  hiddenKeys,
  mergeColumnPreferences,
  moveColumn,
  parseColumnPreferences,
  setChecked,
  visibleColumnKeys,
  withHiddenKeys,
} from '../../../src/shared/page-declaration/column-preferences';
import { exportColumns } from '../../../src/shared/page-declaration/export-columns';
import { tableColumns } from '../../../src/shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';

const page: PageDeclaration = {
  id: 'test.page',
  titleKey: 't',
  source: { endpoint: 'x' },
  rowKey: 'a',
  columns: [
    { key: 'a', titleKey: 'A', type: { kind: 'text' } },
    { key: 'b', titleKey: 'B', type: { kind: 'text' } },
    { key: 'c', titleKey: 'C', type: { kind: 'text' }, hiddenByDefault: true },
  ],
  searchFields: [],
  actions: [],
};

describe('column preferences merge', () => {
  it('gives the defaults when nothing usable was saved', () => {
    expect(visibleColumnKeys(mergeColumnPreferences(page, null))).toEqual(['a', 'b']);
    expect(visibleColumnKeys(parseColumnPreferences(page, 'not json'))).toEqual(['a', 'b']);
    expect(visibleColumnKeys(parseColumnPreferences(page, '[]'))).toEqual(['a', 'b']);
    expect(mergeColumnPreferences(page, null).every((p) => p.seq === 0)).toBe(true);
  });

  it('keeps saved checked states and order', () => {
    const saved = [
      { key: 'c', title: 'C', checked: true, seq: 0 },
      { key: 'a', title: 'A', checked: false, seq: 1 },
      { key: 'b', title: 'B', checked: true, seq: 2 },
    ];
    expect(visibleColumnKeys(mergeColumnPreferences(page, saved))).toEqual(['c', 'b']);
  });

  it('drops removed columns and appends new ones with their default state', () => {
    const saved = [
      { key: 'gone', title: 'G', checked: true, seq: 0 },
      { key: 'b', title: 'B', checked: true, seq: 1 },
    ];
    const merged = mergeColumnPreferences(page, saved);
    expect(merged.map((p) => [p.key, p.checked, p.seq])).toEqual([
      ['b', true, 0],
      ['a', true, 1],
      ['c', false, 2],
    ]);
  });

  it('ignores malformed entries and duplicates', () => {
    const merged = mergeColumnPreferences(page, [
      7,
      { key: 'b', checked: 'yes' },
      { key: 'b', checked: false },
    ]);
    expect(merged.find((p) => p.key === 'b')?.checked).toBe(true);
  });
});

describe('column preferences edits', () => {
  it('moves a column and renumbers seq', () => {
    const moved = moveColumn(mergeColumnPreferences(page, null), 2, 0);
    expect(moved.map((p) => [p.key, p.seq])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(moveColumn(moved, 0, 9).map((p) => p.key)).toEqual(['c', 'a', 'b']);
  });

  it('hides and shows by key; the hidden-keys copy restores the checked states', () => {
    const hidden = setChecked(mergeColumnPreferences(page, null), 'a', false);
    expect(hiddenKeys(hidden)).toEqual(['a', 'c']);
    expect(visibleColumnKeys(withHiddenKeys(page, hiddenKeys(hidden)))).toEqual(['b']);
    expect(visibleColumnKeys(withHiddenKeys(page, null))).toEqual(['a', 'b']);
  });

  it('the table and the export follow the visible order', () => {
    const prefs = setChecked(moveColumn(mergeColumnPreferences(page, null), 1, 0), 'c', true);
    const columns = tableColumns(page, visibleColumnKeys(prefs));
    expect(columns.map((c) => c.key)).toEqual(['b', 'a', 'c']);
    expect(exportColumns(page.id, columns, (k) => k).map((c) => c.key)).toEqual(['b', 'a', 'c']);
  });
});

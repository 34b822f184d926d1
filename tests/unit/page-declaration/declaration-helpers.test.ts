import { describe, expect, it } from 'vitest';
import {
  defaultColumnPreferences,
  visibleColumnKeys,
} from '../../../src/shared/page-declaration/column-preferences';
import { exportColumns } from '../../../src/shared/page-declaration/export-columns';
import { orgAccountPage } from '../../../src/shared/page-declaration/pages/org-account';
import {
  needsToggle,
  queryControls,
  visibleControls,
} from '../../../src/shared/page-declaration/query-controls';
import {
  DEFAULT_SCROLL_WIDTH,
  scrollWidth,
  sumRequests,
  tableColumns,
} from '../../../src/shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';

const page = (over: Partial<PageDeclaration> = {}): PageDeclaration => ({
  id: 'test.page',
  titleKey: 'route.org.account',
  source: { endpoint: 'x' },
  rowKey: 'id',
  columns: [
    { key: 'a', titleKey: 't.a', type: { kind: 'text' }, width: 100 },
    {
      key: 'amount',
      titleKey: 't.amount',
      type: { kind: 'money', currencyField: 'ccy' },
      width: 150,
      summable: true,
    },
    { key: 'n', titleKey: 't.n', type: { kind: 'number' }, summable: true, hiddenByDefault: true },
    { key: 'label', titleKey: 't.label', type: { kind: 'text' }, summable: true },
  ],
  searchFields: [],
  actions: [],
  ...over,
});

const field = (key: string, control: 'input' | 'dateRange' = 'input') => ({
  key,
  labelKey: `l.${key}`,
  control,
});

describe('query controls', () => {
  it('span 8 by default and a date range writes Begin and End', () => {
    const controls = queryControls(page({ searchFields: [field('a'), field('d', 'dateRange')] }));
    expect(controls.map((c) => c.span)).toEqual([8, 8]);
    expect(controls[1]?.fields).toEqual(['dBegin', 'dEnd']);
  });

  it('offers the toggle only beyond 5 controls', () => {
    const five = queryControls(
      page({ searchFields: ['a', 'b', 'c', 'd', 'e'].map((k) => field(k)) }),
    );
    const six = queryControls(
      page({ searchFields: ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => field(k)) }),
    );
    expect(needsToggle(five)).toBe(false);
    expect(needsToggle(six)).toBe(true);
    expect(visibleControls(five, false)).toHaveLength(5);
    expect(visibleControls(six, false).map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(visibleControls(six, true)).toHaveLength(6);
  });
});

describe('table columns', () => {
  it('leaves hidden-by-default columns out and follows given keys and order', () => {
    expect(tableColumns(page()).map((c) => c.key)).toEqual(['a', 'amount', 'label']);
    expect(tableColumns(page(), ['n', 'a', 'gone']).map((c) => c.key)).toEqual(['n', 'a']);
  });

  it('scroll width is the sum of widths plus 10, 2200 when no width is declared', () => {
    const p = page();
    expect(scrollWidth(p, tableColumns(p))).toBe(100 + 150 + 160 + 10);
    const bare = page({ columns: [{ key: 'a', titleKey: 't', type: { kind: 'text' } }] });
    expect(scrollWidth(bare, tableColumns(bare))).toBe(DEFAULT_SCROLL_WIDTH);
  });

  it('sums only numeric summable columns, money per its currency field', () => {
    expect(sumRequests(page())).toEqual([
      { field: 'amount', currencyField: 'ccy' },
      { field: 'n', currencyField: null },
    ]);
  });
});

describe('column preferences and export', () => {
  it('defaults are every column, checked unless hidden by default, seq 0', () => {
    const prefs = defaultColumnPreferences(page());
    expect(prefs.map((p) => [p.key, p.checked, p.seq])).toEqual([
      ['a', true, 0],
      ['amount', true, 0],
      ['n', false, 0],
      ['label', true, 0],
    ]);
    expect(visibleColumnKeys(prefs)).toEqual(['a', 'amount', 'label']);
  });

  it('exports the visible columns in their order, translated', () => {
    const p = page();
    const list = exportColumns(p.id, tableColumns(p, ['label', 'a']), (k) => k.toUpperCase());
    expect(list).toEqual([
      { grp: 'test.page', key: 'label', title: 'T.LABEL' },
      { grp: 'test.page', key: 'a', title: 'T.A' },
    ]);
  });
});

describe('the /org/account declaration', () => {
  it('has more than 5 search controls, so its form shows the toggle', () => {
    expect(needsToggle(queryControls(orgAccountPage))).toBe(true);
  });
});

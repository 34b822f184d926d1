import { describe, expect, it } from 'vitest';
import { chartIsEmpty, chartTableRows } from '../../../src/ui/components/charts/chart-table-rows';
import { seriesStyle } from '../../../src/ui/components/charts/chart-types';
import { indexAt, rangeToIndices } from '../../../src/ui/components/charts/select-range';
import { stackBars } from '../../../src/ui/components/charts/stack';
import { tooltipLeft } from '../../../src/ui/components/charts/tooltip-place';

const money = (value: number) => `USD ${value.toFixed(2)}`;

describe('the table alternative', () => {
  it('has one row per category and one formatted cell per series, "-" where there is none', () => {
    const rows = chartTableRows(
      ['2026-09', '2026-10'],
      [
        { key: 'due', label: 'Due', values: [1200.5, null] },
        { key: 'paid', label: 'Paid', values: [300, 0] },
      ],
      money,
    );
    expect(rows).toEqual([
      { label: '2026-09', cells: ['USD 1200.50', 'USD 300.00'] },
      { label: '2026-10', cells: ['-', 'USD 0.00'] },
    ]);
  });

  it('shows a short series as "-" past its end', () => {
    const rows = chartTableRows(['a', 'b'], [{ key: 'x', label: 'X', values: [1] }], String);
    expect(rows[1]?.cells).toEqual(['-']);
  });

  it('is empty with no category or no value at all, not with a zero', () => {
    expect(chartIsEmpty([], [{ key: 'x', label: 'X', values: [] }])).toBe(true);
    expect(chartIsEmpty(['a'], [{ key: 'x', label: 'X', values: [null] }])).toBe(true);
    expect(chartIsEmpty(['a'], [{ key: 'x', label: 'X', values: [0] }])).toBe(false);
  });
});

describe('stacked and side-by-side bars', () => {
  it('piles positive values up and negative ones down from zero, skipping nulls', () => {
    const [first, second, third] = stackBars(
      [
        [100, -20, null],
        [50, -30, 10],
        [-5, 40, 10],
      ],
      true,
    );
    expect(first).toEqual({ base: [0, 0, null], top: [100, -20, null] });
    expect(second).toEqual({ base: [100, -20, 0], top: [150, -50, 10] });
    expect(third).toEqual({ base: [0, 0, 10], top: [-5, 40, 20] });
  });

  it('starts every bar from zero when not stacked', () => {
    const spans = stackBars([[100], [50]], false);
    expect(spans.map((s) => s.base[0])).toEqual([0, 0]);
    expect(spans.map((s) => s.top[0])).toEqual([100, 50]);
  });

  it('draws each series with its own style, else the kind’s mark', () => {
    expect(seriesStyle('line', { key: 'a', label: 'A', values: [] })).toBe('line');
    expect(seriesStyle('stackedBar', { key: 'a', label: 'A', values: [] })).toBe('bar');
    expect(seriesStyle('bar', { key: 'a', label: 'A', values: [], style: 'dashedLine' })).toBe(
      'dashedLine',
    );
  });
});

describe('a drag along x', () => {
  it('names the first and last category it touched, either way round', () => {
    expect(rangeToIndices(0.7, 3.2, 12)).toEqual([1, 3]);
    expect(rangeToIndices(3.2, 0.7, 12)).toEqual([1, 3]);
  });

  it('clamps ends beyond the plot and refuses a drag wholly outside', () => {
    expect(rangeToIndices(-0.4, 20, 5)).toEqual([0, 4]);
    expect(rangeToIndices(5.6, 7, 5)).toBeNull();
    expect(rangeToIndices(-3, -0.6, 5)).toBeNull();
    expect(rangeToIndices(0, 1, 0)).toBeNull();
  });

  it('picks the category under a click, none outside', () => {
    expect(indexAt(2.4, 5)).toBe(2);
    expect(indexAt(2.6, 5)).toBe(3);
    expect(indexAt(4.6, 5)).toBeNull();
    expect(indexAt(-0.6, 5)).toBeNull();
  });
});

describe('the tooltip', () => {
  it('sits right of the cursor when it fits, else left, else against the plot edge', () => {
    expect(tooltipLeft(100, 150, 600)).toBe(112);
    expect(tooltipLeft(500, 150, 600)).toBe(338);
    expect(tooltipLeft(150, 250, 300)).toBe(50);
    expect(tooltipLeft(10, 400, 300)).toBe(0);
  });
});

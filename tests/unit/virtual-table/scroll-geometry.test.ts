import { describe, expect, it } from 'vitest';
import {
  MAX_SCROLL_HEIGHT,
  isScaled,
  maxScrollTop,
  offsetFromScrollTop,
  rowWindow,
  scrollHeight,
  scrollTopFromOffset,
  type ScrollGeometry,
} from '../../../src/ui/components/virtual-table/scroll-geometry';
import { offsetAfterKey } from '../../../src/ui/components/virtual-table/scroll-keys';

const million: ScrollGeometry = { rowCount: 1_000_000, rowHeight: 34, viewportHeight: 500 };
const small: ScrollGeometry = { rowCount: 1000, rowHeight: 34, viewportHeight: 500 };

describe('scroll scaling', () => {
  it('lays a small view out at full height', () => {
    expect(isScaled(small)).toBe(false);
    expect(scrollHeight(small)).toBe(34_000);
    expect(offsetFromScrollTop(1234, small)).toBe(1234);
    expect(scrollTopFromOffset(1234, small)).toBe(1234);
  });

  it('squeezes a million rows under the safe maximum', () => {
    expect(isScaled(million)).toBe(true);
    expect(scrollHeight(million)).toBe(MAX_SCROLL_HEIGHT);
  });

  it('maps the bottom of the scrollbar to the last row, fully in view', () => {
    const bottom = rowWindow(offsetFromScrollTop(maxScrollTop(million), million), million, 0);
    expect(bottom.end).toBe(1_000_000);
    // The last row ends exactly at the viewport's bottom edge.
    const lastRowBottom = (bottom.end - bottom.first) * 34 - bottom.intra;
    expect(lastRowBottom).toBeCloseTo(500, 6);
  });

  it('maps the top of the scrollbar to the first row', () => {
    expect(rowWindow(offsetFromScrollTop(0, million), million, 0)).toMatchObject({
      first: 0,
      start: 0,
      intra: 0,
    });
  });

  it('maps scrollTop and the virtual offset both ways', () => {
    for (const offset of [0, 1, 17_000_000, 33_999_500]) {
      const top = scrollTopFromOffset(offset, million);
      expect(offsetFromScrollTop(top, million)).toBeCloseTo(offset, 3);
    }
  });

  it('moves the middle of the scrollbar to the middle of the rows', () => {
    const w = rowWindow(offsetFromScrollTop(maxScrollTop(million) / 2, million), million, 0);
    expect(Math.abs(w.first - 500_000)).toBeLessThan(10);
  });

  it('clamps scroll positions past either end', () => {
    expect(offsetFromScrollTop(-50, million)).toBe(0);
    expect(offsetFromScrollTop(1e12, million)).toBe(34_000_000 - 500);
  });

  it('keeps a short view unscrollable', () => {
    const g = { rowCount: 3, rowHeight: 34, viewportHeight: 500 };
    expect(maxScrollTop(g)).toBe(0);
    expect(rowWindow(0, g, 5)).toEqual({ start: 0, end: 3, first: 0, intra: 0 });
    expect(rowWindow(0, { ...g, rowCount: 0 }, 5)).toEqual({
      start: 0,
      end: 0,
      first: 0,
      intra: 0,
    });
  });
});

describe('rows drawn', () => {
  it('draws the visible rows and the overscan on both sides', () => {
    // Offset 100 rows + 10 px: row 100 is partly hidden; 500 px show rows 100…114.
    expect(rowWindow(100 * 34 + 10, million, 5)).toEqual({
      first: 100,
      intra: 10,
      start: 95,
      end: 115 + 5,
    });
  });

  it('never draws past the ends', () => {
    const w = rowWindow(0, small, 8);
    expect(w.start).toBe(0);
    const end = rowWindow(1e9, small, 8);
    expect(end.end).toBe(1000);
  });
});

describe('keys', () => {
  it('pages down by a viewport less one row, and End shows the last row', () => {
    expect(offsetAfterKey('PageDown', 0, million)).toBe(500 - 34);
    expect(offsetAfterKey('PageUp', 100, million)).toBe(0);
    expect(offsetAfterKey('ArrowDown', 0, million)).toBe(34);
    expect(offsetAfterKey('Home', 5000, million)).toBe(0);
    const end = offsetAfterKey('End', 0, million) ?? 0;
    expect(rowWindow(end, million, 0).end).toBe(1_000_000);
  });

  it('leaves other keys to the browser', () => {
    expect(offsetAfterKey('a', 0, million)).toBeNull();
    expect(offsetAfterKey('Tab', 0, million)).toBeNull();
  });
});

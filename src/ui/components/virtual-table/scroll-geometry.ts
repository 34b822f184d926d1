/**
 * Scroll math of the virtual table. Chromium caps an element's height near 33.5M px, so a
 * million rows of 32 px cannot be laid out 1:1. Above `maxScrollHeight` the spacer is squeezed
 * and the scroll position is mapped linearly onto the "virtual" offset (the px offset the rows
 * would have at full height): the top of the scrollbar is row 0, its bottom shows the last row.
 */

/** Well under every engine's cap, and small enough that 1 px of scrollbar is a few rows at most. */
export const MAX_SCROLL_HEIGHT = 10_000_000;

export interface ScrollGeometry {
  rowCount: number;
  rowHeight: number;
  /** Height of the area the rows show in (the body without its sticky header). */
  viewportHeight: number;
  maxScrollHeight?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The rows' height at full scale. */
export const virtualHeight = (g: ScrollGeometry): number => g.rowCount * g.rowHeight;

/** The spacer's height: the virtual height, squeezed to the cap. */
export const scrollHeight = (g: ScrollGeometry): number =>
  Math.min(virtualHeight(g), g.maxScrollHeight ?? MAX_SCROLL_HEIGHT);

export const maxVirtualOffset = (g: ScrollGeometry): number =>
  Math.max(0, virtualHeight(g) - g.viewportHeight);

export const maxScrollTop = (g: ScrollGeometry): number =>
  Math.max(0, scrollHeight(g) - g.viewportHeight);

/** Whether scroll px and row px differ (the spacer is squeezed). */
export const isScaled = (g: ScrollGeometry): boolean => virtualHeight(g) > scrollHeight(g);

export function offsetFromScrollTop(scrollTop: number, g: ScrollGeometry): number {
  const top = maxScrollTop(g);
  if (top <= 0) return 0;
  if (!isScaled(g)) return clamp(scrollTop, 0, maxVirtualOffset(g));
  return (clamp(scrollTop, 0, top) / top) * maxVirtualOffset(g);
}

export function scrollTopFromOffset(offset: number, g: ScrollGeometry): number {
  const max = maxVirtualOffset(g);
  if (max <= 0) return 0;
  if (!isScaled(g)) return clamp(offset, 0, max);
  return (clamp(offset, 0, max) / max) * maxScrollTop(g);
}

export interface RowWindow {
  /** First row drawn (overscan included). */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** First row at least partly visible. */
  first: number;
  /** How far (px) the first visible row sits above the viewport's top edge. */
  intra: number;
}

/** The rows to draw at a virtual offset, with `overscan` extra rows on each side. */
export function rowWindow(offset: number, g: ScrollGeometry, overscan: number): RowWindow {
  if (g.rowCount <= 0 || g.rowHeight <= 0) return { start: 0, end: 0, first: 0, intra: 0 };
  const clamped = clamp(offset, 0, maxVirtualOffset(g));
  const first = Math.min(Math.floor(clamped / g.rowHeight), g.rowCount - 1);
  const intra = clamped - first * g.rowHeight;
  const visible = Math.ceil((g.viewportHeight + intra) / g.rowHeight);
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(g.rowCount, first + visible + overscan),
    first,
    intra,
  };
}

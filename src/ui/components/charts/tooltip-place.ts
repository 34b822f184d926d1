const GAP = 12;

/**
 * The tooltip's left edge inside a plot `plotWidth` wide, for a cursor at `cursor`: to the
 * cursor's right when it fits there, else to its left, else against whichever plot edge keeps it
 * whole (a tooltip wider than the plot starts at 0).
 */
export function tooltipLeft(cursor: number, width: number, plotWidth: number): number {
  if (cursor + GAP + width <= plotWidth) return cursor + GAP;
  if (cursor - GAP - width >= 0) return cursor - GAP - width;
  return Math.max(0, plotWidth - width);
}

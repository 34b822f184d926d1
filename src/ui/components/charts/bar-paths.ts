import type uPlot from 'uplot';
import type { BarSpan } from './stack';

export interface BarPlacement {
  /** Read at draw time: new data gives the same path builder new spans (uPlot's setData). */
  span: () => BarSpan;
  /** This series' place among the bar series drawn side by side (0 when stacked). */
  position: number;
  /** How many bar series share a category side by side (1 when stacked). */
  count: number;
  color: string;
  /** The colour of bars outside the selected category. */
  dimmed: string;
  selected: () => number | null;
}

/**
 * Draws one series' bars from its spans (base to top) rather than from uPlot's data, so stacked
 * and side-by-side bars are placed by the chart itself: a category's group takes 72% of its slot
 * (at most 56 px per bar), and bars outside the selected category are drawn dimmed.
 */
export function barPaths(placement: BarPlacement): uPlot.Series.PathBuilder {
  return (u, _seriesIdx, idx0, idx1) => {
    const normal = new Path2D();
    const dimmed = new Path2D();
    const slot = Math.abs(u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true));
    const ratio = u.bbox.width / Math.max(u.width, 1) || 1;
    const barWidth = Math.min((slot * 0.72) / placement.count, 56 * ratio);
    const group = barWidth * placement.count;
    const gap = placement.count > 1 ? Math.min(2 * ratio, barWidth * 0.15) : 0;
    const selected = placement.selected();
    const span = placement.span();
    for (let i = idx0; i <= idx1; i++) {
      const base = span.base[i];
      const top = span.top[i];
      if (base === null || base === undefined || top === null || top === undefined) continue;
      const x = u.valToPos(i, 'x', true) - group / 2 + placement.position * barWidth;
      const y0 = u.valToPos(base, 'y', true);
      const y1 = u.valToPos(top, 'y', true);
      const path = selected !== null && selected !== i ? dimmed : normal;
      // A zero value still shows a hairline, so "none" reads differently from "no data".
      path.rect(x + gap / 2, Math.min(y0, y1), barWidth - gap, Math.max(Math.abs(y1 - y0), 1));
    }
    const fill = new Map<string, Path2D>([
      [placement.color, normal],
      [placement.dimmed, dimmed],
    ]);
    return { stroke: null, fill, clip: null, flags: 0 };
  };
}

/** A #rrggbb colour at an opacity, for the dimmed bars. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

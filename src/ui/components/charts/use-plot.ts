import { useEffect, useRef, useState, type RefObject } from 'react';
import uPlot from 'uplot';
import { buildOptions, type BuiltChart } from './build-options';
import { cancelChartJob, scheduleChartJob } from './chart-scheduler';
import type { ChartKind, ChartSeries } from './chart-types';
import type { Hover } from './ChartTooltip';
import { compactTicks } from './compact-ticks';
import { indexAt } from './select-range';
import type { ChartThemeColors } from './use-chart-theme';

export interface PlotRequest {
  /** False while the table or the empty state shows instead: no canvas then. */
  shown: boolean;
  kind: ChartKind;
  labels: readonly string[];
  series: readonly ChartSeries[];
  colors: ChartThemeColors;
  height: number;
  selected: number | null;
  language: string;
  onSelect: ((index: number) => void) | undefined;
  onSelectRange: ((from: number, to: number) => void) | undefined;
  setHover: (update: (prev: Hover | null) => Hover | null) => void;
}

interface Built {
  chart: uPlot;
  handle: BuiltChart;
  shape: string;
  data: string;
}

/**
 * The uPlot canvas in `plotRef`, kept to the latest request through the shared chart queue
 * (chart-scheduler.ts), so that its work is one short task among the page's other charts:
 * - a new uPlot only when the shape changes (kind, the series' marks, colours and names, the
 *   theme, the height), the old one staying on screen until then;
 * - setData for new labels or values of the same shape (a cross-filter), which keeps the canvas;
 * - setSize when the container's width changed, else a redraw (a selection, the language).
 * A job reads the latest request when it runs, so a job replaced in the queue loses nothing.
 */
export function usePlot(plotRef: RefObject<HTMLDivElement | null>, request: PlotRequest): void {
  const latest = useRef(request);
  const built = useRef<Built | null>(null);
  const drawnAs = useRef({ selected: request.selected, language: request.language });
  // This chart's place in the shared queue.
  const [owner] = useState(() => ({}));

  const [sync] = useState(() => () => {
    const element = plotRef.current;
    if (!element) return;
    const want = latest.current;
    const shape = shapeKey(want);
    const data = dataKey(want);
    const width = Math.max(Math.floor(element.clientWidth), 1);
    const current = built.current;
    // Another language gives the y ticks other texts and widths: the axes are laid out again.
    const relabel = drawnAs.current.language !== want.language;
    drawnAs.current = { selected: want.selected, language: want.language };
    if (current && current.shape === shape) {
      if (current.data !== data) {
        current.chart.setData(current.handle.update(want.labels, want.series));
        current.data = data;
      }
      if (current.chart.width !== width) current.chart.setSize({ width, height: want.height });
      else current.chart.redraw(false, relabel);
      return;
    }
    current?.chart.destroy();
    built.current = build(element, want, width, latest, shape, data);
  });

  const { shown } = request;
  useEffect(() => {
    const element = plotRef.current;
    if (!element || !shown) return;
    const ask = () => scheduleChartJob(owner, sync);
    const resize = new ResizeObserver(ask);
    resize.observe(element);
    ask();
    return () => {
      resize.disconnect();
      cancelChartJob(owner);
      built.current?.chart.destroy();
      built.current = null;
      latest.current.setHover(() => null);
    };
  }, [plotRef, owner, sync, shown]);

  // Every render: remember the request; queue a job only when the canvas would change.
  useEffect(() => {
    latest.current = request;
    const current = built.current;
    if (!request.shown || !current) return;
    if (
      current.shape !== shapeKey(request) ||
      current.data !== dataKey(request) ||
      drawnAs.current.selected !== request.selected ||
      drawnAs.current.language !== request.language
    )
      scheduleChartJob(owner, sync);
  });
}

// Compared by value: pages pass fresh arrays on every render.
const shapeKey = (r: PlotRequest) =>
  JSON.stringify([
    r.kind,
    r.series.map((s) => [s.key, s.label, s.style, s.color]),
    r.colors,
    r.height,
    r.onSelectRange !== undefined,
  ]);
const dataKey = (r: PlotRequest) => JSON.stringify([r.labels, r.series.map((s) => s.values)]);

function build(
  element: HTMLDivElement,
  want: PlotRequest,
  width: number,
  latest: { current: PlotRequest },
  shape: string,
  data: string,
): Built {
  const handle = buildOptions({
    kind: want.kind,
    labels: want.labels,
    series: want.series,
    colors: want.colors,
    width,
    height: want.height,
    ticks: () => (values) => compactTicks(values, latest.current.language),
    selected: () => latest.current.selected,
    dragSelects: want.onSelectRange !== undefined,
    onHover: (u) => {
      const index = u.cursor.idx;
      const left = u.cursor.left ?? -1;
      if (index === null || index === undefined || left < 0) {
        latest.current.setHover(() => null);
        return;
      }
      const offset = u.over.getBoundingClientRect().left - element.getBoundingClientRect().left;
      latest.current.setHover((prev) =>
        prev?.index === index && prev.left === offset + left
          ? prev
          : { index, left: offset + left, width: element.clientWidth },
      );
    },
    onRange: (from, to) => latest.current.onSelectRange?.(from, to),
  });
  const chart = new uPlot(handle.opts, handle.data, element);
  // Listeners on uPlot's own element go with it when it is destroyed.
  chart.over.addEventListener('click', () => {
    const left = chart.cursor.left ?? -1;
    if (left < 0) return;
    const index = indexAt(chart.posToVal(left, 'x'), handle.count());
    if (index !== null) latest.current.onSelect?.(index);
  });
  return { chart, handle, shape, data };
}

import uPlot from 'uplot';
import { barPaths, withAlpha } from './bar-paths';
import { seriesColorIndex, seriesStyle, type ChartKind, type ChartSeries } from './chart-types';
import { cutToWidth, fitLabels, type LabelFit } from './label-fit';
import { measureText } from './measure-text';
import { chartColor } from './palette';
import { rangeToIndices } from './select-range';
import { stackBars, type BarSpan } from './stack';
import type { ChartThemeColors } from './use-chart-theme';

export interface BuildInput {
  kind: ChartKind;
  labels: readonly string[];
  series: readonly ChartSeries[];
  colors: ChartThemeColors;
  width: number;
  height: number;
  /** Read at draw time, so a new language or selection needs no new chart. */
  ticks: () => (values: readonly number[]) => string[];
  selected: () => number | null;
  dragSelects: boolean;
  onHover: (u: uPlot) => void;
  onRange: (from: number, to: number) => void;
}

/** A built chart's options, its data, and how to give it new values of the same shape. */
export interface BuiltChart {
  opts: uPlot.Options;
  data: uPlot.AlignedData;
  /** The categories now drawn. */
  count: () => number;
  /**
   * New labels and values for the same kind and series (same styles, colours and names): the
   * data to pass to uPlot's setData, which keeps the canvas and its listeners.
   */
  update: (labels: readonly string[], series: readonly ChartSeries[]) => uPlot.AlignedData;
}

const FONT_SIZE = 12;
const LINE_HEIGHT = 16;

/** The y range: always including zero (bars grow from it), with a little room beyond the data. */
function yRange(_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  const low = Math.min(0, min ?? 0);
  const high = Math.max(0, max ?? 0);
  if (low === high) return [0, 1];
  const pad = (high - low) * 0.08;
  return [low < 0 ? low - pad : 0, high > 0 ? high + pad : 0];
}

interface Drawn {
  labels: readonly string[];
  widths: number[];
  spans: BarSpan[];
  data: uPlot.AlignedData;
}

/** uPlot's options and data for a category chart (x = category index 0..n-1). */
export function buildOptions(input: BuildInput): BuiltChart {
  const { kind, series, colors } = input;
  const font = `${FONT_SIZE}px ${colors.font}`;
  const styles = series.map((s) => seriesStyle(kind, s));
  const barSeries = series.filter((_, i) => styles[i] === 'bar');
  const stacked = kind === 'stackedBar';

  // What the options' callbacks read: replaced whole by update(), so the options never change.
  const draw = (labels: readonly string[], values: readonly ChartSeries[]): Drawn => {
    const count = labels.length;
    const barValues = values.filter((_, i) => styles[i] === 'bar').map((s) => s.values);
    const spans = stackBars(barValues, stacked);
    const data: (number | null)[][] = [labels.map((_, i) => i)];
    let bar = 0;
    values.forEach((s, i) => {
      // uPlot scales y from the data it holds: a bar's far end (its top, or bottom if negative).
      if (styles[i] === 'bar') data.push(spans[bar++]?.top ?? []);
      else data.push(s.values.slice(0, count));
    });
    const widths = labels.map((label) => measureText(label, font));
    return { labels, widths, spans, data: data as uPlot.AlignedData };
  };
  let drawn = draw(input.labels, series);
  const count = () => drawn.labels.length;

  // Turned labels may take at most about a third of a short chart's height.
  const longest = Math.min(140, Math.round(input.height * 0.35));
  let fitCache: { slot: number; fit: LabelFit } | null = null;
  const fitFor = (u: uPlot): LabelFit => {
    const slot = Math.round(u.bbox.width / uPlot.pxRatio / Math.max(count(), 1));
    if (fitCache?.slot !== slot)
      fitCache = { slot, fit: fitLabels(drawn.widths, slot, LINE_HEIGHT, longest) };
    return fitCache.fit;
  };

  let barPosition = 0;
  const uSeries: uPlot.Series[] = [{}];
  series.forEach((s, i) => {
    const color = chartColor(seriesColorIndex(s, i), colors.theme);
    if (styles[i] === 'bar') {
      const position = barPosition++;
      uSeries.push({
        label: s.label,
        stroke: color,
        fill: color,
        width: 0,
        points: { show: false },
        paths: barPaths({
          span: () => drawn.spans[position] ?? { base: [], top: [] },
          position: stacked ? 0 : position,
          count: stacked ? 1 : barSeries.length,
          color,
          dimmed: withAlpha(color, 0.35),
          selected: input.selected,
        }),
      });
    } else {
      uSeries.push({
        label: s.label,
        stroke: color,
        width: 2,
        dash: styles[i] === 'dashedLine' ? [6, 4] : undefined,
        points: { show: () => count() <= 40, size: 6, fill: color },
        spanGaps: false,
      });
    }
  });

  const axisBase = {
    font,
    stroke: colors.textSecondary,
    ticks: { stroke: colors.border, width: 1, size: 4 },
  };

  const opts: uPlot.Options = {
    width: input.width,
    height: input.height,
    padding: [12, 16, 0, 0],
    legend: { show: false },
    cursor: {
      y: false,
      points: { show: kind === 'line' },
      drag: { x: input.dragSelects, y: false, setScale: false },
    },
    select: { show: input.dragSelects, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(count(), 1) - 0.5] },
      y: { range: yRange },
    },
    axes: [
      {
        ...axisBase,
        grid: { show: false },
        splits: (u) => {
          const step = fitFor(u).step;
          return drawn.labels.map((_, i) => i).filter((i) => i % step === 0);
        },
        values: (u, splits) => {
          const fit = fitFor(u);
          return splits.map((i) =>
            cutToWidth(drawn.labels[i] ?? '', fit.maxWidth, (text) => measureText(text, font)),
          );
        },
        rotate: (u) => fitFor(u).rotate,
        size: (u) => fitFor(u).axisSize,
        gap: 6,
      },
      {
        ...axisBase,
        grid: { stroke: colors.border, width: 1 },
        values: (_u, splits) => input.ticks()(splits),
        size: (_u, values) =>
          Math.ceil(
            (values ?? []).reduce((max, text) => Math.max(max, measureText(text, font)), 0),
          ) + 18,
        space: 40,
      },
    ],
    series: uSeries,
    hooks: {
      setCursor: [input.onHover],
      setSelect: [
        (u) => {
          if (u.select.width <= 0) return;
          const range = rangeToIndices(
            u.posToVal(u.select.left, 'x'),
            u.posToVal(u.select.left + u.select.width, 'x'),
            count(),
          );
          // The box is cleared: the chosen range shows through the page's filter instead.
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          if (range) input.onRange(range[0], range[1]);
        },
      ],
      drawClear: [
        (u) => {
          const selected = input.selected();
          // One category is the whole plot: a band there would only grey the background.
          if (selected === null || selected < 0 || selected >= count() || count() < 2) return;
          const left = u.valToPos(selected - 0.5, 'x', true);
          const right = u.valToPos(selected + 0.5, 'x', true);
          u.ctx.save();
          u.ctx.fillStyle = colors.border;
          u.ctx.fillRect(left, u.bbox.top, right - left, u.bbox.height);
          u.ctx.restore();
        },
      ],
    },
  };
  return {
    opts,
    data: drawn.data,
    count,
    update: (labels, values) => {
      drawn = draw(labels, values);
      fitCache = null;
      return drawn.data;
    },
  };
}

/** What a chart draws: bars side by side, bars stacked per category, or lines. */
export type ChartKind = 'bar' | 'stackedBar' | 'line';

/** How one series is drawn; by default the chart kind's own mark (bars, or a line for 'line'). */
export type SeriesStyle = 'bar' | 'line' | 'dashedLine';

export interface ChartSeries {
  key: string;
  /** In the user's language: the legend, the tooltip and the table's column header. */
  label: string;
  /** One value per category; null where there is none (drawn as a gap, shown as '-'). */
  values: (number | null)[];
  style?: SeriesStyle;
  /**
   * Palette index (palette.ts); by default the series' position. A page whose series come and go
   * (a what-if adds one) names them, so a series keeps its colour and its meaning.
   */
  color?: number;
}

export interface ChartProps {
  /** The accessible name, also the chart's visible heading. */
  title: string;
  kind: ChartKind;
  /** The x categories, already translated and formatted: buyer names, months, weeks. */
  labels: string[];
  series: ChartSeries[];
  /** Formats a value for the tooltip and the table (the y axis shows compact ticks). */
  format: (value: number) => string;
  /** A click on a category (or its row in the table). */
  onSelect?: (index: number) => void;
  /** A drag along x: the first and last category the drag touched. */
  onSelectRange?: (fromIndex: number, toIndex: number) => void;
  /** The category shown as selected (highlighted band, other bars dimmed). */
  selected?: number | null;
  /** Height of the plot in CSS pixels (default 280). */
  height?: number;
  emptyText?: string;
  testId?: string;
}

/** The mark a series is drawn with in a chart of this kind. */
export function seriesStyle(kind: ChartKind, series: ChartSeries): SeriesStyle {
  return series.style ?? (kind === 'line' ? 'line' : 'bar');
}

/** The palette index a series is drawn in. */
export const seriesColorIndex = (series: ChartSeries, position: number): number =>
  series.color ?? position;

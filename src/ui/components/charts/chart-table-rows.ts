import type { ChartSeries } from './chart-types';

export interface ChartTableRow {
  label: string;
  /** One formatted cell per series, '-' where the series has no value (spec §9: empty cells). */
  cells: string[];
}

/** The chart's data as table rows: one per category, one cell per series, as the tooltip shows. */
export function chartTableRows(
  labels: readonly string[],
  series: readonly ChartSeries[],
  format: (value: number) => string,
): ChartTableRow[] {
  return labels.map((label, i) => ({
    label,
    cells: series.map((s) => {
      const value = s.values[i];
      return value === null || value === undefined || !Number.isFinite(value) ? '-' : format(value);
    }),
  }));
}

/** True when there is nothing to draw: no category, or no value in any series. */
export function chartIsEmpty(labels: readonly string[], series: readonly ChartSeries[]): boolean {
  if (labels.length === 0) return true;
  return !series.some((s) => s.values.some((v) => v !== null && Number.isFinite(v)));
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { buildOptions } from './build-options';
import { chartIsEmpty } from './chart-table-rows';
import type { ChartProps } from './chart-types';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { ChartTooltip, type Hover } from './ChartTooltip';
import { indexAt } from './select-range';
import { useChartTheme } from './use-chart-theme';
import styles from './Chart.module.css';

const DEFAULT_HEIGHT = 280;

/**
 * A category chart (bars, stacked bars, lines) drawn by uPlot on a canvas, with its legend, a
 * tooltip, click and drag selection, and a Table toggle showing the same values as an HTML
 * table. It follows its container's width, the theme and the language live (docs/charts.md).
 */
export function Chart(props: ChartProps) {
  const { title, kind, labels, series, onSelect, onSelectRange, testId } = props;
  const height = props.height ?? DEFAULT_HEIGHT;
  const selected = props.selected ?? null;
  const { t } = useTranslation();
  const colors = useChartTheme();
  const [showTable, setShowTable] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);

  // Read by the canvas at draw time: a new formatter, callback or selection needs no new chart.
  const live = useRef({ format: props.format, onSelect, onSelectRange, selected });
  useEffect(() => {
    live.current = { format: props.format, onSelect, onSelectRange, selected };
    chartRef.current?.redraw(false);
  });

  const empty = chartIsEmpty(labels, series);
  // The chart is rebuilt only when what it draws changes, compared by value: pages pass fresh
  // arrays on every render.
  const shape = JSON.stringify([kind, labels, series]);
  const dragSelects = onSelectRange !== undefined;
  const drawn = useMemo(
    () => JSON.parse(shape) as [ChartProps['kind'], string[], ChartProps['series']],
    [shape],
  );

  useEffect(() => {
    const element = plotRef.current;
    if (!element || showTable || empty) return;
    const [drawnKind, drawnLabels, drawnSeries] = drawn;
    const count = drawnLabels.length;
    const { opts, data } = buildOptions({
      kind: drawnKind,
      labels: drawnLabels,
      series: drawnSeries,
      colors,
      width: Math.max(element.clientWidth, 1),
      height,
      format: () => live.current.format,
      selected: () => live.current.selected,
      dragSelects,
      onHover: (u) => {
        const index = u.cursor.idx;
        const left = u.cursor.left ?? -1;
        if (index === null || index === undefined || left < 0) {
          setHover(null);
          return;
        }
        const offset = u.over.getBoundingClientRect().left - element.getBoundingClientRect().left;
        setHover((prev) =>
          prev?.index === index && prev.left === offset + left
            ? prev
            : { index, left: offset + left, width: element.clientWidth },
        );
      },
      onRange: (from, to) => live.current.onSelectRange?.(from, to),
    });
    const chart = new uPlot(opts, data, element);
    chartRef.current = chart;
    const onClick = () => {
      const left = chart.cursor.left ?? -1;
      if (left < 0) return;
      const index = indexAt(chart.posToVal(left, 'x'), count);
      if (index !== null) live.current.onSelect?.(index);
    };
    chart.over.addEventListener('click', onClick);
    const resize = new ResizeObserver(() => {
      const width = Math.floor(element.clientWidth);
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
      chartRef.current = null;
      setHover(null);
    };
  }, [drawn, colors, height, showTable, empty, dragSelects]);

  // Categories are data (buyer names): an attribute cannot be marked translate="no", so the
  // name counts them and the table alternative lists them.
  const summary =
    labels.length <= 1
      ? t('charts.summary_single', { title, series: series.map((s) => s.label).join(', ') })
      : t('charts.summary_many', {
          title,
          count: labels.length,
          series: series.map((s) => s.label).join(', '),
        });

  return (
    <section className={styles.chart} data-testid={testId} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {!empty && (
          <Button
            type="button"
            className={styles.toggle}
            size="small"
            text
            icon={showTable ? 'pi pi-chart-bar' : 'pi pi-table'}
            label={showTable ? t('charts.show_chart') : t('charts.show_table')}
            aria-label={
              showTable ? t('charts.chart_toggle', { title }) : t('charts.table_toggle', { title })
            }
            aria-pressed={showTable}
            onClick={() => setShowTable((shown) => !shown)}
          />
        )}
      </div>
      {!empty && series.length > 0 && (
        <ChartLegend title={title} kind={kind} series={series} theme={colors.theme} />
      )}
      {empty ? (
        <div className={styles.empty} style={{ minHeight: height }} role="status">
          {props.emptyText ?? t('charts.empty')}
        </div>
      ) : showTable ? (
        <ChartTable
          title={title}
          labels={labels}
          series={series}
          format={props.format}
          selected={selected}
          onSelect={onSelect}
        />
      ) : (
        <div
          ref={plotRef}
          className={styles.plot}
          style={{ height }}
          role="img"
          aria-label={summary}
          data-chart-kind={kind}
        >
          {hover && (
            <ChartTooltip
              hover={hover}
              kind={kind}
              labels={labels}
              series={series}
              format={props.format}
              theme={colors.theme}
            />
          )}
        </div>
      )}
    </section>
  );
}

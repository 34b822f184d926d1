import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import 'uplot/dist/uPlot.min.css';
import { chartIsEmpty } from './chart-table-rows';
import type { ChartProps } from './chart-types';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { ChartTooltip, type Hover } from './ChartTooltip';
import { useChartTheme } from './use-chart-theme';
import { usePlot } from './use-plot';
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
  const { t, i18n } = useTranslation();
  const colors = useChartTheme();
  const [showTable, setShowTable] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const empty = chartIsEmpty(labels, series);
  usePlot(plotRef, {
    shown: !showTable && !empty,
    kind,
    labels,
    series,
    colors,
    height,
    selected,
    language: i18n.language,
    onSelect,
    onSelectRange,
    setHover,
  });

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

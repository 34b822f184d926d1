import { useLayoutEffect, useRef } from 'react';
import { seriesColorIndex, seriesStyle, type ChartKind, type ChartSeries } from './chart-types';
import { chartColor, type ChartTheme } from './palette';
import { tooltipLeft } from './tooltip-place';
import styles from './Chart.module.css';

export interface Hover {
  index: number;
  /** The cursor's x inside the plot element (CSS px). */
  left: number;
  /** The plot element's width, to keep the tooltip inside it. */
  width: number;
}

interface Props {
  hover: Hover;
  kind: ChartKind;
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  theme: ChartTheme;
}

/**
 * The hovered category's values. Hidden from assistive technology: the chart's label and its
 * table say the same for them.
 */
export function ChartTooltip({ hover, kind, labels, series, format, theme }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Placed once its own width is known: beside the cursor on whichever side it fits, else
  // against the plot's edge, never cut off by the card.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.left = `${tooltipLeft(hover.left, element.offsetWidth, hover.width)}px`;
  });
  return (
    <div ref={ref} className={styles.tooltip} aria-hidden="true" translate="no">
      <div className={styles.tooltipTitle}>{labels[hover.index]}</div>
      {series.map((s, i) => {
        const value = s.values[hover.index];
        const mark = seriesStyle(kind, s);
        return (
          <div key={s.key} className={styles.tooltipRow}>
            <span
              className={
                mark === 'bar'
                  ? styles.swatchBar
                  : mark === 'dashedLine'
                    ? styles.swatchDashed
                    : styles.swatchLine
              }
              style={{ color: chartColor(seriesColorIndex(s, i), theme) }}
            />
            <span>{s.label}</span>
            <span>{value === null || value === undefined ? '-' : format(value)}</span>
          </div>
        );
      })}
    </div>
  );
}

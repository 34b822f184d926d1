import { useTranslation } from 'react-i18next';
import { seriesColorIndex, seriesStyle, type ChartKind, type ChartSeries } from './chart-types';
import { chartColor, type ChartTheme } from './palette';
import styles from './Chart.module.css';

interface Props {
  title: string;
  kind: ChartKind;
  series: readonly ChartSeries[];
  theme: ChartTheme;
}

const swatchClass = (style: string) =>
  style === 'bar'
    ? styles.swatchBar
    : style === 'dashedLine'
      ? styles.swatchDashed
      : styles.swatchLine;

/** The series' names beside their colour and mark (a box for bars, a stroke for lines). */
export function ChartLegend({ title, kind, series, theme }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('charts.legend', { title })}>
      {series.map((s, i) => (
        <li key={s.key}>
          <span
            className={swatchClass(seriesStyle(kind, s))}
            style={{ color: chartColor(seriesColorIndex(s, i), theme) }}
            aria-hidden="true"
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

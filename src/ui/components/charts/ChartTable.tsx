import { useTranslation } from 'react-i18next';
import { chartTableRows } from './chart-table-rows';
import type { ChartSeries } from './chart-types';
import styles from './Chart.module.css';

interface Props {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  selected: number | null;
  onSelect?: (index: number) => void;
}

/**
 * The chart's accessible alternative: the same values as a table, one row per category. With
 * onSelect, each category is a button, so choosing one needs no pointer.
 */
export function ChartTable({ title, labels, series, format, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const rows = chartTableRows(labels, series, format);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.category')}</th>
            {series.map((s) => (
              <th key={s.key} scope="col" className={styles.num}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className={i === selected ? styles.selectedRow : undefined}>
              <th scope="row" translate="no">
                {onSelect ? (
                  <button
                    type="button"
                    className={styles.rowButton}
                    aria-pressed={i === selected}
                    aria-label={t('charts.select_category', { label: row.label })}
                    onClick={() => onSelect(i)}
                  >
                    {row.label}
                  </button>
                ) : (
                  row.label
                )}
              </th>
              {row.cells.map((cell, j) => (
                <td key={series[j]?.key ?? j} className={styles.num} translate="no">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

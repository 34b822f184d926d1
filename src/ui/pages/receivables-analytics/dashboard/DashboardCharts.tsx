import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGEING_BUCKETS,
  type ArDashboard,
  type ArDashboardFilter,
} from '../../../../shared/dashboard/ar-dashboard';
import { formatMoney } from '../../../../shared/format/money';
import { Chart } from '../../../components/charts/Chart';
import { ageingBars, buyerBars, historyBars, monthBars } from './chart-series';
import { monthBounds, monthsRange, selectedMonth } from './cross-filter';
import styles from './Dashboard.module.css';

interface Props {
  data: ArDashboard;
  currency: string;
  filter: ArDashboardFilter;
  /** A bar of a buyer chosen (null: the chosen one clicked again). */
  onBuyer(code: string | null): void;
  /** A month clicked or months dragged across ('' and '': the chosen month clicked again). */
  onRange(from: string, to: string): void;
}

/** The six charts of one currency; a bar or a dragged range cross-filters the whole page. */
export function DashboardCharts({ data, currency, filter, onBuyer, onRange }: Props) {
  const { t } = useTranslation();
  const others = t('dashboard.chart.others');
  const format = useMemo(() => (value: number) => formatMoney(value, currency), [currency]);
  const byBuyer = useMemo(
    () => buyerBars(data.dueByBuyer, currency, others),
    [data, currency, others],
  );
  const ageing = useMemo(
    () => (data.ageingByBuyer ? ageingBars(data.ageingByBuyer, currency, others) : null),
    [data, currency, others],
  );
  const history = useMemo(() => historyBars(data.historyDueBalance, currency), [data, currency]);
  const payments = useMemo(() => monthBars(data.paymentsByMonth, currency), [data, currency]);
  const dilution = useMemo(() => monthBars(data.dilutionByMonth, currency), [data, currency]);
  const receivables = useMemo(() => monthBars(data.receivablesByMonth, currency), [data, currency]);
  const chosenMonth = filter.from && filter.to ? selectedMonth(filter.from, filter.to) : null;
  // The first sync is running and the server was not asked for the series: say when they come.
  const emptyText = t(
    data.awaitingSync ? 'dashboard.chart.awaiting_sync' : 'dashboard.chart.empty',
  );

  const buyerSelect = (codes: readonly (string | null)[]) => (index: number) => {
    const code = codes[index];
    // "Others" is many buyers: it has no single buyer to filter by.
    if (code === null || code === undefined) return;
    onBuyer(code === filter.buyerCode ? null : code);
  };
  const buyerSelected = (codes: readonly (string | null)[]) => {
    const index = filter.buyerCode ? codes.indexOf(filter.buyerCode) : -1;
    return index < 0 ? null : index;
  };
  const monthProps = (months: readonly string[]) => ({
    labels: [...months],
    onSelect: (index: number) => {
      const month = months[index];
      const bounds = month ? monthBounds(month) : null;
      if (!bounds) return;
      if (month === chosenMonth) onRange('', '');
      else onRange(bounds.from, bounds.to);
    },
    onSelectRange: (fromIndex: number, toIndex: number) => {
      const range = monthsRange(months[fromIndex] ?? '', months[toIndex] ?? '');
      if (range) onRange(range.from, range.to);
    },
    selected:
      chosenMonth === null
        ? null
        : months.indexOf(chosenMonth) >= 0
          ? months.indexOf(chosenMonth)
          : null,
    format,
    emptyText,
  });

  return (
    <div className={styles.charts}>
      <figure className={styles.chartCard}>
        <Chart
          testId="chart-dueByBuyer"
          title={t('dashboard.chart.dueByBuyer')}
          kind="bar"
          labels={byBuyer.labels}
          series={[{ key: 'amount', label: t('dashboard.chart.amount'), values: byBuyer.values }]}
          format={format}
          onSelect={buyerSelect(byBuyer.codes)}
          selected={buyerSelected(byBuyer.codes)}
          emptyText={emptyText}
        />
        <figcaption className={styles.hint}>{t('dashboard.chart.hint_buyer')}</figcaption>
      </figure>
      <figure className={styles.chartCard}>
        <Chart
          testId="chart-history"
          title={t('dashboard.chart.history')}
          kind="bar"
          series={[
            {
              key: 'due',
              label: t('dashboard.chart.due'),
              values: history.values.due,
              style: 'bar',
            },
            {
              key: 'outstanding',
              label: t('dashboard.chart.outstanding'),
              values: history.values.outstanding,
              style: 'line',
            },
          ]}
          {...monthProps(history.months)}
        />
        <figcaption className={styles.hint}>{t('dashboard.chart.hint_month')}</figcaption>
      </figure>
      {(
        [
          ['payments', payments],
          ['dilution', dilution],
          ['receivables', receivables],
        ] as const
      ).map(([key, bars]) => (
        <figure key={key} className={styles.chartCard}>
          <Chart
            testId={`chart-${key}`}
            title={t(`dashboard.chart.${key}`)}
            kind="bar"
            series={[
              { key: 'amount', label: t('dashboard.chart.amount'), values: bars.values.amount },
            ]}
            {...monthProps(bars.months)}
          />
          <figcaption className={styles.hint}>{t('dashboard.chart.hint_month')}</figcaption>
        </figure>
      ))}
      <figure className={styles.chartCard}>
        <Chart
          testId="chart-ageing"
          title={t('dashboard.chart.ageing')}
          kind="stackedBar"
          labels={ageing?.labels ?? []}
          series={AGEING_BUCKETS.map((bucket) => ({
            key: bucket,
            label: t(`dashboard.ageing.${bucket}`),
            values: ageing?.buckets[bucket] ?? [],
          }))}
          format={format}
          {...(ageing
            ? { onSelect: buyerSelect(ageing.codes), selected: buyerSelected(ageing.codes) }
            : {})}
          emptyText={ageing ? emptyText : t('dashboard.chart.ageing_pending')}
        />
        <figcaption className={styles.hint}>{t('dashboard.chart.hint_buyer')}</figcaption>
      </figure>
    </div>
  );
}

import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { CashflowCurrency, CashflowGrain } from '../../../shared/dashboard/cashflow';
import { formatCalendarDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { Chart } from '../../components/charts/Chart';
import { session } from '../../state/core-state';
import { bucketLabel, chartValues } from './forecast-view';

interface Props {
  data: CashflowCurrency;
  grain: CashflowGrain;
  /** The chart index drilled into (0 is the overdue bar), or null. */
  selected: number | null;
  onSelect: (index: number) => void;
}

/**
 * Per bucket: collections, the run rate (early payments and new invoices, its own bar: it has
 * no rows to drill to) and repayments as bars, net and the running balance as lines, the
 * on-time collections dashed; the overdue amount is its own first bar, outside the time axis.
 */
export function CashflowChart({ data, grain, selected, onSelect }: Props) {
  useSignals();
  const { t } = useTranslation();
  const dateFormat = session.value?.timeFormat;
  const labels = useMemo(
    () => [
      t('cashflow.chart.overdue'),
      ...data.buckets.map((b) =>
        bucketLabel(b.start, grain, (iso) => formatCalendarDate(iso, dateFormat)),
      ),
    ],
    [data, grain, dateFormat, t],
  );
  const series = useMemo(() => {
    const v = chartValues(data);
    return [
      {
        key: 'overdue',
        color: 14,
        label: t('cashflow.series.overdue'),
        values: v.overdue,
        style: 'bar' as const,
      },
      {
        key: 'collections',
        color: 2,
        label: t('cashflow.series.collections'),
        values: v.collections,
        style: 'bar' as const,
      },
      {
        key: 'runRate',
        color: 8,
        label: t('cashflow.series.runRate'),
        values: v.runRate,
        style: 'bar' as const,
      },
      {
        key: 'repayments',
        color: 1,
        label: t('cashflow.series.repayments'),
        values: v.repayments,
        style: 'bar' as const,
      },
      ...(v.hasAdvances
        ? [
            {
              key: 'advances',
              color: 4,
              label: t('cashflow.series.advances'),
              values: v.advances,
              style: 'bar' as const,
            },
          ]
        : []),
      {
        key: 'optimistic',
        color: 2,
        label: t('cashflow.series.optimistic'),
        values: v.optimistic,
        style: 'dashedLine' as const,
      },
      {
        key: 'net',
        color: 0,
        label: t('cashflow.series.net'),
        values: v.net,
        style: 'line' as const,
      },
      {
        key: 'balance',
        color: 12,
        label: t('cashflow.series.balance'),
        values: v.balance,
        style: 'line' as const,
      },
    ];
  }, [data, t]);
  const currency = data.currency;
  const empty = data.buckets.length === 0;

  return (
    <Chart
      title={t(grain === 'week' ? 'cashflow.chart.title_week' : 'cashflow.chart.title_month', {
        currency,
      })}
      kind="bar"
      labels={empty ? [] : labels}
      series={empty ? [] : series}
      format={(value) => formatMoney(value, currency)}
      onSelect={onSelect}
      selected={selected}
      height={340}
      emptyText={t('cashflow.empty')}
      testId="cashflow-chart"
    />
  );
}

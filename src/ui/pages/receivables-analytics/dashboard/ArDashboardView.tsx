import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import type { ArDashboardFilter, BuyerRow } from '../../../../shared/dashboard/ar-dashboard';
import { errorText } from '../../../core/error-text';
import type { PageQuery } from '../page-query';
import type { UpdateQuery } from '../use-page-query';
import { BuyerPanel } from './BuyerPanel';
import { chartCurrency } from './chart-series';
import { withBuyers, withCurrencies, withRange } from './cross-filter';
import { DashboardCharts } from './DashboardCharts';
import { EmptyDashboard } from './EmptyDashboard';
import { KpiCards } from './KpiCards';
import { isRefused } from './refused';
import type { ArDashboardState } from './use-ar-dashboard';
import styles from './Dashboard.module.css';

interface Props {
  state: ArDashboardState;
  filter: ArDashboardFilter;
  query: PageQuery;
  update: UpdateQuery;
  readOnly: boolean;
}

/**
 * Cards, buyer panel and charts of the dashboard. Every choice made here is a cross-filter in the
 * URL, pushed as a history entry so that Back undoes it.
 */
export function ArDashboardView({ state, filter, query, update, readOnly }: Props) {
  const { t } = useTranslation();
  const { data, loading, error } = state;
  // Stable, and the buyers compared by content: the buyer panel renders again only when its
  // buyers or the chosen one change, not on every answer (BuyerPanel is memoised).
  const onBuyer = useCallback(
    (code: string | null) => update((q) => withBuyers(q, code ? [code] : []), true),
    [update],
  );
  const onRange = useCallback(
    (from: string, to: string) => update((q) => withRange(q, from, to), true),
    [update],
  );
  const buyersKey = JSON.stringify(data?.buyers ?? []);
  const buyers = useMemo(() => JSON.parse(buyersKey) as BuyerRow[], [buyersKey]);
  const onCurrency = (currency: string) => update((q) => withCurrencies(q, [currency]), true);

  const failure = error !== null && (
    <Message
      severity="error"
      text={t('dashboard.failed', { error: errorText(t, error) })}
      data-testid="dashboard-error"
    />
  );
  if (!data && isRefused(error)) return <EmptyDashboard />;
  if (!data) {
    return (
      failure || (
        <p className={styles.hint} role="status" data-testid="dashboard-loading">
          {t('dashboard.loading')}
        </p>
      )
    );
  }
  const currency = chartCurrency(data, filter.currency);
  // One currency's cards at a time, the same as the charts: amounts never mix currencies.
  const kpis = data.kpis.find((row) => row.currency === currency);

  return (
    <div
      className={styles.dashboard}
      data-testid="ar-dashboard"
      data-source={data.source}
      data-loading={loading ? 'true' : undefined}
      data-awaiting-sync={data.awaitingSync ? 'true' : undefined}
      aria-busy={loading}
    >
      {failure}
      {data.source !== 'demo' && (
        <p className={styles.hint} data-testid="dashboard-source">
          {t(`dashboard.source.${data.source}`)}
        </p>
      )}
      {data.currencies.length === 0 || currency === null ? (
        <EmptyDashboard />
      ) : (
        <>
          <div className={styles.currencySwitch}>
            <span id="dashboard-currency-label">{t('dashboard.currency.label')}</span>
            {data.currencies.length > 1 ? (
              <SelectButton
                aria-labelledby="dashboard-currency-label"
                value={currency}
                options={data.currencies}
                allowEmpty={false}
                onChange={(event) => {
                  if (typeof event.value === 'string') onCurrency(event.value);
                }}
                data-testid="dashboard-currency"
                translate="no"
              />
            ) : (
              <strong translate="no">{currency}</strong>
            )}
          </div>
          {kpis && (
            <KpiCards
              row={kpis}
              query={query}
              readOnly={readOnly}
              awaitingSync={data.awaitingSync}
            />
          )}
          <div className={styles.body}>
            <DashboardCharts
              data={data}
              currency={currency}
              filter={filter}
              onBuyer={onBuyer}
              onRange={onRange}
            />
            <BuyerPanel buyers={buyers} selected={filter.buyerCode} onSelect={onBuyer} />
          </div>
        </>
      )}
    </div>
  );
}

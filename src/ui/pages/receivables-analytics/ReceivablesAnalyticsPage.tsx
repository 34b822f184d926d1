import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ArDashboardFilter } from '../../../shared/dashboard/ar-dashboard';
import { useAfterCharts } from '../../components/charts/use-after-charts';
import { useCore } from '../../core/use-core';
import { session } from '../../state/core-state';
import { ArDashboardView } from './dashboard/ArDashboardView';
import { dashboardFilterOf } from './dashboard/cross-filter';
import { DemoNotice } from './dashboard/DemoNotice';
import { FilterChips } from './dashboard/FilterChips';
import { isRefused } from './dashboard/refused';
import { useArDashboard } from './dashboard/use-ar-dashboard';
import { DatasetTabs } from './DatasetTabs';
import { SyncStatusBar } from './SyncStatusBar';
import { usePageQuery } from './use-page-query';
import { useReceivablesSync } from './use-receivables-sync';
import heading from './PageHeading.module.css';
import styles from './ReceivablesAnalytics.module.css';

/**
 * Receivables analytics: the dashboard (cards, buyer panel, charts) over the tables of the
 * worker's local cache (due balance, payment history, dilution), one cross-filter for all of them
 * kept in the URL. A preview visitor sees the dashboard on demonstration data, read-only.
 */
export default function ReceivablesAnalyticsPage() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const [query, update] = usePageQuery();
  const { refresh, cancel } = useReceivablesSync(core);
  const preview = session.value === null;
  const filterKey = JSON.stringify(dashboardFilterOf(query));
  const filter = useMemo(() => JSON.parse(filterKey) as ArDashboardFilter, [filterKey]);
  const dashboard = useArDashboard(filter);
  // Refused (buyer, funder): nothing to sync or list either, so only the empty panel shows.
  const refused = dashboard.data === null && isRefused(dashboard.error);
  // The rows below wait for the figures' first answer: on a cold start their first window
  // decodes a whole table in the worker, and the cards must not queue behind it. They mount in
  // a task of their own, after the charts' builds, so no task renders all of the page at once.
  const tablesMounted = useAfterCharts(dashboard.data !== null || dashboard.error !== null);

  return (
    <section className={styles.page}>
      <header className={heading.heading}>
        <h1>{t('receivables.title')}</h1>
        {!preview && !refused && (
          <SyncStatusBar dataset={query.tab} onRefresh={() => void refresh()} onCancel={cancel} />
        )}
      </header>
      {preview && <DemoNotice />}
      <FilterChips query={query} buyers={dashboard.data?.buyers ?? []} update={update} />
      <ArDashboardView
        state={dashboard}
        filter={filter}
        query={query}
        update={update}
        readOnly={preview}
      />
      {!preview && !refused && tablesMounted && (
        <DatasetTabs
          query={query}
          update={update}
          minDate={dashboard.data?.minTime?.slice(0, 10) ?? ''}
          maxDate={dashboard.data?.maxTime?.slice(0, 10) ?? ''}
        />
      )}
    </section>
  );
}

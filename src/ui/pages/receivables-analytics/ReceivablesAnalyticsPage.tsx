import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { TabPanel, TabView } from 'primereact/tabview';
import type { ArDashboardFilter } from '../../../shared/dashboard/ar-dashboard';
import { DATASET_IDS } from '../../../shared/receivables/datasets';
import { useCore } from '../../core/use-core';
import { session } from '../../state/core-state';
import { ArDashboardView } from './dashboard/ArDashboardView';
import { dashboardFilterOf } from './dashboard/cross-filter';
import { DemoNotice } from './dashboard/DemoNotice';
import { FilterChips } from './dashboard/FilterChips';
import { isRefused } from './dashboard/refused';
import { useArDashboard } from './dashboard/use-ar-dashboard';
import { DatasetView } from './DatasetView';
import { switchTab } from './page-query';
import { SyncStatusBar } from './SyncStatusBar';
import { usePageQuery } from './use-page-query';
import { useReceivablesSync } from './use-receivables-sync';
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
  const active = DATASET_IDS.indexOf(query.tab);
  const preview = session.value === null;
  const filterKey = JSON.stringify(dashboardFilterOf(query));
  const filter = useMemo(() => JSON.parse(filterKey) as ArDashboardFilter, [filterKey]);
  const dashboard = useArDashboard(filter);
  // Refused (buyer, funder): nothing to sync or list either, so only the empty panel shows.
  const refused = dashboard.data === null && isRefused(dashboard.error);
  const dates = {
    min: dashboard.data?.minTime?.slice(0, 10) ?? '',
    max: dashboard.data?.maxTime?.slice(0, 10) ?? '',
  };

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
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
      {!preview && !refused && (
        <section className={styles.tables} aria-labelledby="receivables-tables-title">
          <h2 id="receivables-tables-title" className={styles.tablesTitle}>
            {t('dashboard.tables')}
          </h2>
          <TabView
            activeIndex={active}
            onTabChange={(event) => {
              const tab = DATASET_IDS[event.index];
              if (tab && tab !== query.tab) update((current) => switchTab(current, tab), true);
            }}
          >
            {DATASET_IDS.map((id) => (
              <TabPanel key={id} header={t(`receivables.tab.${id}`)}>
                {id === query.tab && (
                  <DatasetView key={id} query={query} update={update} dates={dates} />
                )}
              </TabPanel>
            ))}
          </TabView>
        </section>
      )}
    </section>
  );
}

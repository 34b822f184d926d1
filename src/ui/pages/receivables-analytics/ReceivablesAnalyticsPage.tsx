import { useTranslation } from 'react-i18next';
import { TabPanel, TabView } from 'primereact/tabview';
import { DATASET_IDS } from '../../../shared/receivables/datasets';
import { useCore } from '../../core/use-core';
import { DatasetView } from './DatasetView';
import { switchTab } from './page-query';
import { SyncStatusBar } from './SyncStatusBar';
import { usePageQuery } from './use-page-query';
import { useReceivablesSync } from './use-receivables-sync';
import styles from './ReceivablesAnalytics.module.css';

/**
 * Receivables analytics over the worker's local cache: due balance, payment history and
 * dilution, filtered and sorted as you type, the whole query in the URL.
 */
export default function ReceivablesAnalyticsPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [query, update] = usePageQuery();
  const { refresh, cancel } = useReceivablesSync(core);
  const active = DATASET_IDS.indexOf(query.tab);

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{t('receivables.title')}</h1>
        <SyncStatusBar dataset={query.tab} onRefresh={() => void refresh()} onCancel={cancel} />
      </header>
      <TabView
        activeIndex={active}
        onTabChange={(event) => {
          const tab = DATASET_IDS[event.index];
          if (tab && tab !== query.tab) update((current) => switchTab(current, tab), true);
        }}
      >
        {DATASET_IDS.map((id) => (
          <TabPanel key={id} header={t(`receivables.tab.${id}`)}>
            {id === query.tab && <DatasetView key={id} query={query} update={update} />}
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}

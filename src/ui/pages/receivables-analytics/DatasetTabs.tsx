import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TabPanel, TabView } from 'primereact/tabview';
import { DATASET_IDS } from '../../../shared/receivables/datasets';
import { DatasetView } from './DatasetView';
import { switchTab, type PageQuery } from './page-query';
import type { UpdateQuery } from './use-page-query';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  query: PageQuery;
  update: UpdateQuery;
  /** The data's first and last date (minTime, maxTime), yyyy-mm-dd or ''. */
  minDate: string;
  maxDate: string;
}

/**
 * The tables below the dashboard, one tab per dataset. Memoised on the URL's query and the data's
 * dates: the dashboard's own answers (each cross-filter brings one) do not render them again.
 */
export const DatasetTabs = memo(function DatasetTabs({ query, update, minDate, maxDate }: Props) {
  const { t } = useTranslation();
  const active = DATASET_IDS.indexOf(query.tab);
  const dates = { min: minDate, max: maxDate };
  return (
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
  );
});

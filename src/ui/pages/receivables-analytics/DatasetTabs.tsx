import { memo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DATASET_IDS } from '../../../shared/receivables/datasets';
import type { DatasetId } from '../../../shared/receivables/datasets';
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

/** The tab a key moves to from `index` (WAI-ARIA tabs: arrows wrap, Home and End), or null. */
function tabAfterKey(key: string, index: number): number | null {
  const last = DATASET_IDS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The tables below the dashboard, one tab per dataset, the tab kept in the URL. Our own tablist
 * rather than PrimeReact's TabView: on mount TabView scrolled its selected tab into view, which
 * moved the page ~1,100 px down to the tables two seconds after the dashboard opened, and it
 * measured its ink bar (a layout of the whole page) after every render. Memoised on the URL's
 * query and the data's dates: the dashboard's own answers do not render it again.
 */
export const DatasetTabs = memo(function DatasetTabs({ query, update, minDate, maxDate }: Props) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<DatasetId, HTMLButtonElement | null>>>({});
  const dates = { min: minDate, max: maxDate };
  const choose = (tab: DatasetId) => {
    if (tab !== query.tab) update((current) => switchTab(current, tab), true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = DATASET_IDS[tabAfterKey(event.key, DATASET_IDS.indexOf(query.tab)) ?? -1];
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabs.current[next]?.focus();
  };
  return (
    <section className={styles.tables} aria-labelledby="receivables-tables-title">
      <h2 id="receivables-tables-title" className={styles.tablesTitle}>
        {t('dashboard.tables')}
      </h2>
      <div
        role="tablist"
        aria-labelledby="receivables-tables-title"
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {DATASET_IDS.map((id) => (
          <button
            key={id}
            ref={(element) => {
              tabs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`dataset-tab-${id}`}
            aria-selected={id === query.tab}
            aria-controls="dataset-panel"
            tabIndex={id === query.tab ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(id)}
            data-testid={`dataset-tab-${id}`}
          >
            {t(`receivables.tab.${id}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="dataset-panel"
        aria-labelledby={`dataset-tab-${query.tab}`}
        className={styles.tabPanel}
      >
        <DatasetView key={query.tab} query={query} update={update} dates={dates} />
      </div>
    </section>
  );
});

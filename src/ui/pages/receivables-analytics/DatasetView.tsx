import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewQuery } from '../../../shared/receivables/view-types';
import { DatasetRowsTable } from './DatasetRowsTable';
import { FilterBar } from './FilterBar';
import { nextSort, type PageQuery } from './page-query';
import type { UpdateQuery } from './use-page-query';
import { toViewQuery } from './view-query';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  query: PageQuery;
  update: UpdateQuery;
  /** The data's first and last date (minTime, maxTime): the date filters offer only these. */
  dates: { min: string; max: string };
}

/** One dataset: its filters, then its rows with their totals (DatasetRowsTable). */
export function DatasetView({ query, update, dates }: Props) {
  const { t } = useTranslation();
  const dataset = query.tab;
  // Keyed by content: an unrelated URL change must not look like a new query.
  const viewKey = JSON.stringify(toViewQuery(query));
  const viewQuery = useMemo(() => JSON.parse(viewKey) as ViewQuery, [viewKey]);
  const onSort = useCallback(
    (field: string) => update((current) => ({ ...current, sort: nextSort(current.sort, field) })),
    [update],
  );
  const [clears, setClears] = useState(0);
  const onClear = useCallback(() => setClears((n) => n + 1), []);
  const datasetName = t(`receivables.tab.${dataset}`);

  return (
    <div className={styles.dataset}>
      <FilterBar
        key={clears}
        query={query}
        filters={viewQuery.filters}
        update={update}
        onClear={onClear}
        dates={dates}
      />
      <DatasetRowsTable
        dataset={dataset}
        query={viewQuery}
        label={t('receivables.table.label', { dataset: datasetName })}
        onSort={onSort}
        height="max(320px, calc(100vh - 430px))"
        bodyTestId="receivables-table-body"
        exportTestId="receivables-export"
      />
    </div>
  );
}

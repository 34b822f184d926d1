import { useCallback, useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { DATASETS } from '../../../shared/receivables/datasets';
import type { ViewQuery, ViewWindow } from '../../../shared/receivables/view-types';
import { createLatestCall } from '../../components/virtual-table/latest-call';
import { useWindowedRows } from '../../components/virtual-table/use-windowed-rows';
import { VirtualTable } from '../../components/virtual-table/VirtualTable';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { receivablesStatus, session } from '../../state/core-state';
import type { Row } from './cell-text';
import { DatasetExportDialog } from './DatasetExportDialog';
import { FilterBar } from './FilterBar';
import { nextSort, type PageQuery } from './page-query';
import { tableColumns } from './table-columns';
import { TotalsLine } from './TotalsLine';
import type { UpdateQuery } from './use-page-query';
import { toViewQuery } from './view-query';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  query: PageQuery;
  update: UpdateQuery;
  /** The data's first and last date (minTime, maxTime): the date filters offer only these. */
  dates: { min: string; max: string };
}

/** One dataset: its filters, totals and the virtual table over the worker's view. */
export function DatasetView({ query, update, dates }: Props) {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const dataset = query.tab;
  const spec = DATASETS[dataset];
  // Keyed by content: an unrelated URL change must not look like a new query.
  const viewKey = JSON.stringify(toViewQuery(query));
  const viewQuery = useMemo(() => JSON.parse(viewKey) as ViewQuery, [viewKey]);
  const status = receivablesStatus.value?.find((s) => s.dataset === dataset);
  const dataKey = `${status?.syncedAt ?? ''}:${status?.rowCount ?? ''}`;
  const timeFormat = session.value?.timeFormat;

  // One view request in flight per page; while it runs only the newest waits.
  const [call] = useState(createLatestCall);
  const fetchWindow = useCallback(
    (offset: number, limit: number) =>
      call(() => core.receivables.view(dataset, viewQuery, offset, limit)),
    [call, core, dataset, viewQuery],
  );
  const rows = useWindowedRows<Row, ViewWindow>(fetchWindow, viewKey, dataKey);
  const columns = useMemo(() => tableColumns(spec, t, timeFormat), [spec, t, timeFormat]);
  const onRangeChange = useCallback(
    (start: number, end: number) => rows.setRange(start, end),
    [rows],
  );
  const onSort = useCallback(
    (field: string) => update((current) => ({ ...current, sort: nextSort(current.sort, field) })),
    [update],
  );
  const [clears, setClears] = useState(0);
  const onClear = useCallback(() => setClears((n) => n + 1), []);
  const datasetName = t(`receivables.tab.${dataset}`);
  const [exporting, setExporting] = useState(false);

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
      <div className={styles.totalsRow}>
        <TotalsLine spec={spec} total={rows.total} sums={rows.latest?.sums} />
        <Button
          type="button"
          label={t('action.export')}
          icon="pi pi-download"
          outlined
          size="small"
          disabled={rows.total === 0}
          onClick={() => setExporting(true)}
          data-testid="receivables-export"
        />
      </div>
      {exporting && (
        <DatasetExportDialog
          dataset={dataset}
          query={viewQuery}
          rowCount={rows.total}
          onClose={() => setExporting(false)}
        />
      )}
      {rows.error !== null && (
        <Message
          severity="error"
          text={t('receivables.table.view_failed', { error: errorText(t, rows.error) })}
        />
      )}
      <VirtualTable<Row>
        columns={columns}
        rowCount={rows.total}
        getRow={rows.getRow}
        onRangeChange={onRangeChange}
        resetKey={viewKey}
        // The header shows the order the rows are in, the dataset's default included.
        sort={viewQuery.sort[0] ?? null}
        onSort={onSort}
        sortLabel={(column) => t('receivables.table.sort', { column: column.header })}
        label={t('receivables.table.label', { dataset: datasetName })}
        emptyText={t('receivables.table.empty')}
        loadingText={t('receivables.table.loading')}
        height="max(320px, calc(100vh - 430px))"
        bodyTestId="receivables-table-body"
      />
    </div>
  );
}

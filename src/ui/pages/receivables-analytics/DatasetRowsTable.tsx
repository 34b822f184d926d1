import { useCallback, useMemo, useState } from 'react';
import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { DATASETS, type DatasetId } from '../../../shared/receivables/datasets';
import type { ViewQuery, ViewWindow } from '../../../shared/receivables/view-types';
import { createLatestCall } from '../../components/virtual-table/latest-call';
import type { VirtualColumn } from '../../components/virtual-table/types';
import { useWindowedRows } from '../../components/virtual-table/use-windowed-rows';
import { VirtualTable } from '../../components/virtual-table/VirtualTable';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { receivablesStatus, session } from '../../state/core-state';
import type { Row } from './cell-text';
import { DatasetExportDialog } from './DatasetExportDialog';
import { tableColumns } from './table-columns';
import { TotalsLine } from './TotalsLine';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  dataset: DatasetId;
  query: ViewQuery;
  /** The table's accessible name. */
  label: string;
  /** The export's dialog and file name; the dataset's by default. */
  exportName?: string;
  /** Columns before the dataset's own (the cash flow's "finance now" checkbox). */
  leadingColumns?: VirtualColumn<Row>[];
  onSort?: (field: string) => void;
  height: number | string;
  bodyTestId: string;
  exportTestId: string;
}

/**
 * Rows of one dataset view from the worker's cache (windows read as the table scrolls), with
 * their totals and Export through the export engine: the rows stay in the worker, only the
 * visible window and the file come out. Used by /dashboard/ar's tables and the cash flow's drill.
 */
export function DatasetRowsTable(props: Props) {
  const { dataset, query, label, leadingColumns, onSort } = props;
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const spec = DATASETS[dataset];
  // Keyed by content: a new but equal query must not look like a new view (it rewinds the table).
  const viewKey = JSON.stringify([dataset, query]);
  // A computed key: the table renders again when its own dataset's data changed, not at every
  // status event of a sync.
  const dataKey = useMemo(
    () =>
      computed(() => {
        const status = receivablesStatus.value?.find((s) => s.dataset === dataset);
        return `${status?.syncedAt ?? ''}:${status?.rowCount ?? ''}`;
      }),
    [dataset],
  ).value;
  const timeFormat = session.value?.timeFormat;

  // One view request in flight per table; while it runs only the newest waits.
  const [call] = useState(createLatestCall);
  const fetchWindow = useCallback(
    (offset: number, limit: number) =>
      call(() => core.receivables.view(dataset, query, offset, limit)),
    [call, core, dataset, query],
  );
  const rows = useWindowedRows<Row, ViewWindow>(fetchWindow, viewKey, dataKey);
  const onRangeChange = useCallback(
    (start: number, end: number) => rows.setRange(start, end),
    [rows],
  );
  const columns = useMemo(
    () => [...(leadingColumns ?? []), ...tableColumns(spec, t, timeFormat)],
    [leadingColumns, spec, t, timeFormat],
  );
  const [exporting, setExporting] = useState(false);

  return (
    <>
      <div className={styles.totalsRow}>
        <TotalsLine spec={spec} total={rows.total} sums={rows.latest?.sums} />
        <Button
          type="button"
          label={t('action.export')}
          icon="pi pi-download"
          outlined
          size="small"
          disabled={!rows.total}
          onClick={() => setExporting(true)}
          data-testid={props.exportTestId}
        />
      </div>
      {exporting && (
        <DatasetExportDialog
          dataset={dataset}
          query={query}
          rowCount={rows.total}
          {...(props.exportName === undefined ? {} : { name: props.exportName })}
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
        sort={query.sort[0] ?? null}
        {...(onSort ? { onSort } : {})}
        sortLabel={(column) => t('receivables.table.sort', { column: column.header })}
        label={label}
        emptyText={t('receivables.table.empty')}
        loadingText={t('receivables.table.loading')}
        height={props.height}
        bodyTestId={props.bodyTestId}
      />
    </>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { DATASETS } from '../../../shared/receivables/datasets';
import type { ViewWindow } from '../../../shared/receivables/view-types';
import { createLatestCall } from '../../components/virtual-table/latest-call';
import type { VirtualColumn } from '../../components/virtual-table/types';
import { useWindowedRows } from '../../components/virtual-table/use-windowed-rows';
import { VirtualTable } from '../../components/virtual-table/VirtualTable';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { receivablesStatus, session } from '../../state/core-state';
import type { Row } from '../receivables-analytics/cell-text';
import { DatasetExportDialog } from '../receivables-analytics/DatasetExportDialog';
import { tableColumns } from '../receivables-analytics/table-columns';
import { TotalsLine } from '../receivables-analytics/TotalsLine';
import type { DrillView } from './use-drill-query';
import styles from './Cashflow.module.css';

interface Props {
  view: DrillView;
  /** What the rows are, in the user's language: the dialog's and the file's name. */
  name: string;
  /** Receivable ids chosen for "finance now". */
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/**
 * The rows behind one bar, in the receivables table (windows read from the worker as the table
 * scrolls), with a column to choose receivables for the what-if, and Export through the export
 * engine: the rows stay in the worker, only the file comes out.
 */
export function DrillTable({ view, name, selected, onToggle }: Props) {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const spec = DATASETS[view.dataset];
  const viewKey = JSON.stringify(view);
  const status = receivablesStatus.value?.find((s) => s.dataset === view.dataset);
  const dataKey = `${status?.syncedAt ?? ''}:${status?.rowCount ?? ''}`;
  const timeFormat = session.value?.timeFormat;
  const [call] = useState(createLatestCall);
  const fetchWindow = useCallback(
    (offset: number, limit: number) =>
      call(() => core.receivables.view(view.dataset, view.query, offset, limit)),
    [call, core, view],
  );
  const rows = useWindowedRows<Row, ViewWindow>(fetchWindow, viewKey, dataKey);
  const onRangeChange = useCallback(
    (start: number, end: number) => rows.setRange(start, end),
    [rows],
  );
  const columns = useMemo<VirtualColumn<Row>[]>(
    () => [
      {
        field: 'select',
        header: t('cashflow.drill.select'),
        width: 70,
        cell: (row: Row) => {
          const id = Number(row.id);
          return (
            <Checkbox
              checked={selected.has(id)}
              onChange={() => onToggle(id)}
              aria-label={t('cashflow.drill.select_row', { invoice: String(row.invoiceNo ?? id) })}
              data-testid="cashflow-drill-select"
            />
          );
        },
      },
      ...tableColumns(spec, t, timeFormat),
    ],
    [spec, t, timeFormat, selected, onToggle],
  );
  const [exporting, setExporting] = useState(false);

  return (
    <div className={styles.drillTable}>
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
          data-testid="cashflow-drill-export"
        />
      </div>
      {exporting && (
        <DatasetExportDialog
          dataset={view.dataset}
          query={view.query}
          rowCount={rows.total}
          name={name}
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
        sort={view.query.sort[0] ?? null}
        sortLabel={(column) => t('receivables.table.sort', { column: column.header })}
        label={name}
        emptyText={t('receivables.table.empty')}
        loadingText={t('receivables.table.loading')}
        height={360}
        bodyTestId="cashflow-drill-body"
      />
    </div>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import type { VirtualColumn } from '../../components/virtual-table/types';
import type { Row } from '../receivables-analytics/cell-text';
import { DatasetRowsTable } from '../receivables-analytics/DatasetRowsTable';
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
 * The rows behind one bar (DatasetRowsTable: windows read from the worker as the table scrolls,
 * totals, Export), with a first column to choose receivables for the what-if.
 */
export function DrillTable({ view, name, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const selectColumn = useMemo<VirtualColumn<Row>[]>(
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
    ],
    [t, selected, onToggle],
  );

  return (
    <div className={styles.drillTable}>
      <DatasetRowsTable
        dataset={view.dataset}
        query={view.query}
        label={name}
        exportName={name}
        leadingColumns={selectColumn}
        height={360}
        bodyTestId="cashflow-drill-body"
        exportTestId="cashflow-drill-export"
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import {
  SELECTION_COLUMN_WIDTH,
  type TableColumn,
} from '../../../shared/page-declaration/table-columns';
import { COMPOSE_SCROLL_HEIGHT, type Row } from '../../../shared/screen/compose-selection';
import { useCellContext } from '../search-list/use-cell-context';
import { valueColumns } from './value-columns';
import styles from './ComposeTable.module.css';

interface Props<T extends Row> {
  rowKey: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  checked: T[];
  onChecked: (rows: T[]) => void;
  onDelete: (row: T) => void;
  onBatchDelete: () => void;
  onDetail: ((row: T) => void) | undefined;
}

/** The lower "selected" table: every chosen row (no paging), delete per row or ticked. */
export function ComposeSelectedTable<T extends Row>(props: Props<T>) {
  const { t } = useTranslation();
  const context = useCellContext();
  return (
    <section aria-label={t('screen.compose.selected_title')} data-testid="compose-selected">
      <div className={styles.bar}>
        <h3 className={styles.title}>
          {t('screen.compose.selected_title')} ({props.rows.length})
        </h3>
        <Button
          type="button"
          label={t('screen.compose.batch_delete')}
          severity="danger"
          outlined
          data-action="batch-delete"
          onClick={props.onBatchDelete}
        />
      </div>
      <DataTable
        value={[...props.rows]}
        dataKey={props.rowKey}
        scrollable
        scrollHeight={`${COMPOSE_SCROLL_HEIGHT}px`}
        selectionMode="checkbox"
        selection={props.checked}
        onSelectionChange={(e: { value: unknown }) => props.onChecked(e.value as T[])}
        emptyMessage={t('common.empty_data')}
        stripedRows
      >
        <Column selectionMode="multiple" style={{ width: SELECTION_COLUMN_WIDTH }} />
        {valueColumns(props.columns, t, context)}
        <Column
          header={t('screen.compose.actions')}
          body={(row: T) => (
            <span className={styles.rowActions}>
              {props.onDetail && (
                <Button
                  type="button"
                  text
                  size="small"
                  label={t('screen.compose.detail')}
                  onClick={() => props.onDetail?.(row)}
                />
              )}
              <Button
                type="button"
                text
                size="small"
                severity="danger"
                data-action="delete"
                label={t('screen.compose.delete')}
                onClick={() => props.onDelete(row)}
              />
            </span>
          )}
        />
      </DataTable>
    </section>
  );
}

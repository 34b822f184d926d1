import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableDataSelectableEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import {
  SELECTION_COLUMN_WIDTH,
  type TableColumn,
} from '../../../shared/page-declaration/table-columns';
import {
  COMPOSE_DEFAULT_PAGE_SIZE,
  COMPOSE_PAGE_SIZES,
  COMPOSE_SCROLL_HEIGHT,
  isSelected,
  type Row,
} from '../../../shared/screen/compose-selection';
import { useCellContext } from '../search-list/use-cell-context';
import { valueColumns } from './value-columns';
import styles from './ComposeTable.module.css';

interface Props<T extends Row> {
  rowKey: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  selected: readonly T[];
  checked: T[];
  onChecked: (rows: T[]) => void;
  onSearch: (query: string) => void;
  onAdd: (row: T) => void;
  onBatchAdd: () => void;
  onDetail: ((row: T) => void) | undefined;
  loading: boolean;
}

/** The upper "add" table: search, page sizes 5–100 (5 first), 284 px high, add per row or ticked. */
export function ComposeCandidateTable<T extends Row>(props: Props<T>) {
  const { t } = useTranslation();
  const context = useCellContext();
  const [text, setText] = useState('');
  const { rowKey, selected } = props;
  // Not a <form>: the table sits inside the host's form, and Enter here must search, not save.
  const searchOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    props.onSearch(text);
  };

  return (
    <section aria-label={t('screen.compose.add_title')} data-testid="compose-candidates">
      <div className={styles.bar}>
        <div className={styles.search} role="search">
          <InputText
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={searchOnEnter}
            placeholder={t('screen.compose.search')}
            aria-label={t('screen.compose.search')}
          />
          <Button
            type="button"
            icon="pi pi-search"
            aria-label={t('screen.compose.search')}
            onClick={() => props.onSearch(text)}
          />
        </div>
        <Button
          type="button"
          label={t('screen.compose.batch_add')}
          data-action="batch-add"
          onClick={props.onBatchAdd}
        />
      </div>
      <DataTable
        value={[...props.rows]}
        dataKey={rowKey}
        loading={props.loading}
        paginator
        rows={COMPOSE_DEFAULT_PAGE_SIZE}
        rowsPerPageOptions={[...COMPOSE_PAGE_SIZES]}
        scrollable
        scrollHeight={`${COMPOSE_SCROLL_HEIGHT}px`}
        selectionMode="checkbox"
        selection={props.checked}
        onSelectionChange={(e: { value: unknown }) => props.onChecked(e.value as T[])}
        // A row already chosen cannot be ticked again: it would be added twice.
        isDataSelectable={(e: DataTableDataSelectableEvent) =>
          !isSelected(selected, e.data as Row, rowKey)
        }
        emptyMessage={t('common.empty_data')}
        stripedRows
      >
        <Column selectionMode="multiple" style={{ width: SELECTION_COLUMN_WIDTH }} />
        {valueColumns(props.columns, t, context)}
        <Column
          header={t('screen.compose.actions')}
          body={(row: T) => {
            const chosen = isSelected(selected, row, rowKey);
            return (
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
                  data-action="add"
                  label={chosen ? t('screen.compose.added') : t('screen.compose.add')}
                  disabled={chosen}
                  onClick={() => props.onAdd(row)}
                />
              </span>
            );
          }}
        />
      </DataTable>
    </section>
  );
}

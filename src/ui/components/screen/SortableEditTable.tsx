import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableRowReorderEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { moveDown, moveRow, moveUp, setCell } from '../../../shared/screen/sortable-rows';
import { translateKey } from '../../core/error-text';
import formStyles from '../config-form/ConfigForm.module.css';
import styles from './SortableEditTable.module.css';

type Row = Readonly<Record<string, unknown>>;

export interface SortableEditTableProps<T extends Row> {
  rowKey: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  /** Every change (a reorder or an edited cell) as the whole new row list. */
  onChange: (rows: T[]) => void;
  /** The columns whose cells are editable; all by default. */
  editableKeys?: readonly string[];
  disabled?: boolean;
  /** Shows a Delete button per row; the host removes the row. */
  onDelete?: (index: number) => void;
  /** Cells shown invalid, as `{rowIndex}.{key}`. */
  invalidCells?: ReadonlySet<string>;
  /** What is wrong with a cell (`{rowIndex}.{key}`), shown under its input. */
  cellMessages?: ReadonlyMap<string, string>;
  /** Prefix of the cells' message ids (unique on the page). */
  idPrefix?: string;
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value as string | number);

/**
 * A table whose rows are dragged to reorder (the handle column) or moved with Up/Down buttons,
 * the keyboard's way; editable cells are inputs that report what was typed, as text.
 */
export function SortableEditTable<T extends Row>(props: SortableEditTableProps<T>) {
  const { t } = useTranslation();
  const { rows, onChange, disabled } = props;
  const editable = new Set(props.editableKeys ?? props.columns.map((c) => c.key));

  return (
    <DataTable
      value={[...rows]}
      dataKey={props.rowKey}
      reorderableRows={!disabled}
      onRowReorder={(e: DataTableRowReorderEvent<T[]>) =>
        onChange(moveRow(rows, e.dragIndex, e.dropIndex))
      }
      emptyMessage={t('common.empty_data')}
      data-testid="sortable-table"
    >
      <Column rowReorder={!disabled} style={{ width: 40 }} />
      {props.columns.map((c) => (
        <Column
          key={c.key}
          // A title that is no translation key (a backend form's label) is shown as it is.
          header={translateKey(t, c.titleKey, c.titleKey)}
          style={{ minWidth: c.width }}
          body={(row: T, options: { rowIndex: number }) => {
            if (!editable.has(c.key)) {
              return <span data-field={c.key}>{text(row[c.key]) || '-'}</span>;
            }
            const cell = `${options.rowIndex}.${c.key}`;
            const message = props.cellMessages?.get(cell);
            const messageId = `${props.idPrefix ?? 'cell'}-${options.rowIndex}-${c.key}-error`;
            const bad = (props.invalidCells?.has(cell) ?? false) || message !== undefined;
            return (
              <>
                <InputText
                  value={text(row[c.key])}
                  disabled={disabled}
                  aria-label={`${translateKey(t, c.titleKey, c.titleKey)} ${options.rowIndex + 1}`}
                  invalid={bad}
                  aria-invalid={bad}
                  {...(message === undefined ? {} : { 'aria-describedby': messageId })}
                  className={styles.input}
                  data-field={c.key}
                  onChange={(e) => onChange(setCell(rows, options.rowIndex, c.key, e.target.value))}
                />
                {message !== undefined && (
                  <small id={messageId} className={`p-error ${formStyles.error} ${styles.message}`}>
                    {message}
                  </small>
                )}
              </>
            );
          }}
        />
      ))}
      <Column
        header={t('screen.sortable.order')}
        body={(_row: T, options: { rowIndex: number }) => (
          <span className={styles.moves}>
            <Button
              type="button"
              text
              size="small"
              icon="pi pi-arrow-up"
              aria-label={t('screen.sortable.move_up')}
              disabled={disabled || options.rowIndex === 0}
              onClick={() => onChange(moveUp(rows, options.rowIndex))}
            />
            <Button
              type="button"
              text
              size="small"
              icon="pi pi-arrow-down"
              aria-label={t('screen.sortable.move_down')}
              disabled={disabled || options.rowIndex === rows.length - 1}
              onClick={() => onChange(moveDown(rows, options.rowIndex))}
            />
            {props.onDelete && (
              <Button
                type="button"
                text
                size="small"
                severity="danger"
                icon="pi pi-trash"
                aria-label={t('screen.sortable.delete_row')}
                disabled={disabled}
                onClick={() => props.onDelete?.(options.rowIndex)}
              />
            )}
          </span>
        )}
      />
    </DataTable>
  );
}

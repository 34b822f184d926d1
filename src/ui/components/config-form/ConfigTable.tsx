import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ShownTable } from '../../../shared/form-config/form-fields';
import { cellName, ROW_KEY, type TableRow } from '../../../shared/form-config/table-rows';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { SectionCard } from '../screen/SectionCard';
import { SortableEditTable } from '../screen/SortableEditTable';
import styles from './ConfigForm.module.css';

interface Props {
  table: ShownTable;
  rows: readonly TableRow[];
  /** The translated failure of a value name, or null. */
  message: (name: string, label: string) => string | null;
  onChange: (rows: TableRow[]) => void;
}

const CELL_WIDTH = 160;

/**
 * A table container of a configured form (spec 001 §3), drawn as the form's table card: its
 * fields are the columns, each row a line the user adds, edits, drags into order or deletes (the
 * drag-sortable editable table). A cell's failure is shown on the cell and listed under the table
 * with its line number; a wide table scrolls inside its card, never the page.
 */
export function ConfigTable({ table, rows, message, onChange }: Props) {
  const { t } = useTranslation();
  const columns: TableColumn[] = table.columns.map((c) => ({
    key: c.config.name,
    titleKey: c.required ? `* ${c.config.label}` : c.config.label,
    type: { kind: 'text' },
    width: CELL_WIDTH,
    sortable: false,
    summable: false,
    filterable: false,
  }));
  const editableKeys = table.columns.filter((c) => c.editable).map((c) => c.config.name);
  const editable = editableKeys.length > 0;
  const problems = rows.flatMap((_, row) =>
    table.columns.flatMap((c) => {
      const text = message(cellName(table.name, row, c.config.name), c.config.label);
      return text === null ? [] : [{ row, key: c.config.name, text }];
    }),
  );

  return (
    <div className={styles.wide} data-field={table.name}>
      <SectionCard title={table.label} testId={`table-card-${table.name}`}>
        <div className={styles.scroll}>
          <SortableEditTable
            rowKey={ROW_KEY}
            columns={columns}
            rows={rows}
            onChange={onChange}
            editableKeys={editableKeys}
            disabled={!editable}
            invalidCells={new Set(problems.map((p) => `${p.row}.${p.key}`))}
            cellMessages={new Map(problems.map((p) => [`${p.row}.${p.key}`, p.text]))}
            idPrefix={`table-${table.name}`}
            {...(editable
              ? { onDelete: (i: number) => onChange(rows.filter((_, j) => j !== i)) }
              : {})}
          />
        </div>
        {editable && (
          <Button
            type="button"
            text
            icon="pi pi-plus"
            label={t('screen.sortable.add_row')}
            data-action="add-row"
            onClick={() => onChange([...rows, { [ROW_KEY]: crypto.randomUUID() }])}
          />
        )}
        {problems.length > 0 && (
          <ul role="alert" className={`p-error ${styles.error}`}>
            {problems.map((p) => (
              <li key={`${p.row}.${p.key}`}>
                {t('screen.sortable.row_failure', { row: p.row + 1, message: p.text })}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

import type { TFunction } from 'i18next';
import { Column } from 'primereact/column';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { cellText, type CellContext } from '../search-list/cell-text';
import { translateKey } from '../../core/error-text';

/**
 * The read-only value columns of a screen table, shown as in the search lists. Returned as an
 * array, not a component: DataTable reads its Column children directly.
 */
export function valueColumns(columns: readonly TableColumn[], t: TFunction, context: CellContext) {
  return columns.map((c) => (
    <Column
      key={c.key}
      field={c.key}
      header={translateKey(t, c.titleKey)}
      style={{ minWidth: c.width }}
      body={(row: Record<string, unknown>) => (
        <span data-field={c.key}>{cellText(c, row, context)}</span>
      )}
    />
  ));
}

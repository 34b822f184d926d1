import styles from './VirtualTable.module.css';
import type { SortState, VirtualColumn } from './types';

interface Props<Row> {
  columns: readonly VirtualColumn<Row>[];
  height: number;
  sort: SortState | null;
  onSort?: (field: string) => void;
  sortLabel: (column: VirtualColumn<Row>) => string;
}

const ariaSort = (sort: SortState | null, field: string) =>
  sort?.field !== field ? 'none' : sort.order === 'asc' ? 'ascending' : 'descending';

const sortIcon = (sort: SortState | null, field: string) =>
  sort?.field !== field
    ? 'pi pi-sort-alt'
    : sort.order === 'asc'
      ? 'pi pi-sort-amount-up-alt'
      : 'pi pi-sort-amount-down';

export function VirtualTableHeader<Row>({ columns, height, sort, onSort, sortLabel }: Props<Row>) {
  return (
    <div role="rowgroup" className={styles.header} style={{ height }}>
      <div role="row" style={{ display: 'flex' }}>
        {columns.map((column) => (
          <div
            key={column.field}
            role="columnheader"
            aria-sort={column.sortable ? ariaSort(sort, column.field) : undefined}
            data-field={column.field}
            data-align={column.align ?? 'left'}
            className={styles.headerCell}
            style={{ width: column.width, height }}
          >
            {column.sortable && onSort ? (
              <button
                type="button"
                className={styles.sortButton}
                title={sortLabel(column)}
                onClick={() => onSort(column.field)}
              >
                <span className={styles.sortLabel}>{column.header}</span>
                <i className={`${sortIcon(sort, column.field)} ${styles.sortIcon}`} aria-hidden />
              </button>
            ) : (
              column.header
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

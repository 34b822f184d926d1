import styles from './VirtualTable.module.css';
import type { VirtualColumn } from './types';

interface Props<Row> {
  index: number;
  row: Row | undefined;
  columns: readonly VirtualColumn<Row>[];
  height: number;
}

/** One row; a row not fetched yet shows grey bars in its cells until its window arrives. */
export function VirtualTableRow<Row>({ index, row, columns, height }: Props<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 1}
      aria-busy={row === undefined || undefined}
      data-odd={index % 2 === 1}
      className={styles.row}
      style={{ height }}
    >
      {columns.map((column) => (
        <div
          key={column.field}
          role="cell"
          data-field={column.field}
          data-align={column.align ?? 'left'}
          translate={column.data ? 'no' : undefined}
          className={styles.cell}
          style={{ width: column.width }}
        >
          {row === undefined ? <span className={styles.placeholder} /> : column.cell(row)}
        </div>
      ))}
    </div>
  );
}

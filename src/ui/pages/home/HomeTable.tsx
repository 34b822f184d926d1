import type { ReactNode } from 'react';
import styles from './HomePage.module.css';

/** A column's header; amounts and counts are right-aligned, header and cells alike. */
export interface HomeColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A home table: the columns' header row, then the body rows; it scrolls inside its section when
 * wide. `empty` is said instead of a table without rows (null when there are rows).
 */
export function HomeTable({
  testId,
  columns,
  empty = null,
  children,
}: {
  testId: string;
  columns: readonly HomeColumn[];
  empty?: string | null;
  children: ReactNode;
}) {
  if (empty !== null) return <p className={styles.note}>{empty}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? styles.number : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './HomePage.module.css';

/**
 * A home table: one header row, then the body rows; it scrolls inside its section when wide.
 * `empty` is said instead of a table without rows (null when there are rows).
 */
export function HomeTable({
  testId,
  head,
  empty = null,
  children,
}: {
  testId: string;
  head: ReactNode;
  empty?: string | null;
  children: ReactNode;
}) {
  if (empty !== null) return <p className={styles.note}>{empty}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { descriptionColumns, isBlank } from '../../../shared/screen/description-text';
import styles from './DescriptionsList.module.css';

export interface DescriptionItem {
  /** Names the value for tests and links: the dd carries `data-field={key}`. */
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** How many columns the pair takes; as many as the list has (or more) is the whole row. */
  span?: number;
}

interface Props {
  items: readonly DescriptionItem[];
  /** Pairs per row on wide cards (≥ 1200 px); 2 by default. Narrow cards show one, medium two. */
  columns?: number;
  testId?: string;
}

/** Label/value pairs, labels above values, in the forms' grid; an empty value shows '-'. */
export function DescriptionsList({ items, columns, testId }: Props) {
  const n = descriptionColumns(columns);
  // A partial span would add implicit columns where fewer are shown: a span is 1 or the row.
  const full = (span: number | undefined) => span !== undefined && span > 1;
  return (
    <div className={styles.wrap}>
      <dl className={styles.list} data-columns={n} data-testid={testId}>
        {items.map((item) => (
          <div
            key={item.key}
            className={full(item.span) ? `${styles.item} ${styles.full}` : styles.item}
          >
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value} data-field={item.key}>
              {isBlank(item.value) ? '-' : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

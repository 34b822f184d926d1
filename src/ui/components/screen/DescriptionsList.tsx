import type { CSSProperties, ReactNode } from 'react';
import { descriptionColumns, isBlank } from '../../../shared/screen/description-text';
import styles from './DescriptionsList.module.css';

export interface DescriptionItem {
  /** Names the value for tests and links: the dd carries `data-field={key}`. */
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** How many columns the pair takes (a long remark takes the whole row). */
  span?: number;
}

interface Props {
  items: readonly DescriptionItem[];
  /** Pairs per row on wide screens; 2 by default. Narrow screens show one. */
  columns?: number;
  testId?: string;
}

/** Label/value pairs; an empty value shows '-'. */
export function DescriptionsList({ items, columns, testId }: Props) {
  const n = descriptionColumns(columns);
  return (
    <dl className={styles.list} style={{ '--columns': n } as CSSProperties} data-testid={testId}>
      {items.map((item) => (
        <div
          key={item.key}
          className={styles.item}
          style={item.span ? { gridColumn: `span ${Math.min(item.span, n)}` } : undefined}
        >
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value} data-field={item.key}>
            {isBlank(item.value) ? '-' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

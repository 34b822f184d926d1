import type { ReactNode } from 'react';

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

export interface VirtualColumn<Row> {
  field: string;
  header: string;
  width: number;
  align?: 'left' | 'right';
  sortable?: boolean;
  /** Only ever called for rows in view. */
  cell(row: Row): ReactNode;
}

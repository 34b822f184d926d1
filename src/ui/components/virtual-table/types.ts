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
  /**
   * The cells hold data as entered (names, numbers), not the portal's words: marked
   * translate="no" so translation tools and the zh-CN text check leave them alone.
   */
  data?: boolean;
  /** Only ever called for rows in view. */
  cell(row: Row): ReactNode;
}

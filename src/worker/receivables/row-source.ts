import type { CellValue } from './cell-value';
import type { RowKey } from './table-layouts';

/**
 * Rows readable column by column, in a table layout's column order: a block of synced rows, a
 * decoded chunk, or a selection of either. The chunk writer reads every source the same way.
 */
export interface RowSource {
  readonly length: number;
  value(column: number, row: number): CellValue;
  /** The first column's value, never empty. */
  key(row: number): RowKey;
}

/** The rows `rows[i]` of `sources[from[i]]`, in that order (a merge result, a split part). */
export function pickRows(
  sources: readonly RowSource[],
  from: ArrayLike<number>,
  rows: ArrayLike<number>,
): RowSource {
  const at = (i: number) => sources[from[i] as number] as RowSource;
  return {
    length: rows.length,
    value: (column, i) => at(i).value(column, rows[i] as number),
    key: (i) => at(i).key(rows[i] as number),
  };
}

import { cellValue, type CellValue } from './cell-value';
import type { RowSource } from './row-source';
import type { RowKey, TableLayout } from './table-layouts';

/**
 * Synced rows held column by column while a sync runs: a million rows as row arrays of
 * parsed JSON would cost several hundred MB, so each page is folded into columns at once
 * (strings of dictionary columns interned, numbers in plain double arrays) and the page is
 * dropped.
 */
export interface RowBlock extends RowSource {
  /** Appends one row given as a sync answer's array; `index[k]` is column k's position in it. */
  append(raw: readonly unknown[], index: readonly number[]): number;
}

export function createRowBlock(layout: TableLayout): RowBlock {
  const kinds = layout.columns.map((c) => c.kind);
  const columns: CellValue[][] = kinds.map(() => []);
  // One string per distinct value of a dictionary column, so repeated values share memory.
  const interned = kinds.map(() => new Map<string, string>());
  let length = 0;
  return {
    get length() {
      return length;
    },
    append(raw, index) {
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[k] as (typeof kinds)[number];
        let v = cellValue(kind, raw[index[k] as number]);
        if (typeof v === 'string' && (kind === 'dict' || kind === 'bool')) {
          const pool = interned[k] as Map<string, string>;
          const known = pool.get(v);
          if (known === undefined) pool.set(v, v);
          else v = known;
        }
        (columns[k] as CellValue[]).push(v);
      }
      return length++;
    },
    value: (column, row) => (columns[column] as CellValue[])[row] ?? null,
    key: (row) => (columns[0] as CellValue[])[row] as RowKey,
  };
}

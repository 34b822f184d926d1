import type { CellValue } from './cell-value';
import type { RowKey } from './table-layouts';

/**
 * One column of rows held in bulk, the way the chunk writer copies it (no call per value):
 * - `number`: float and money columns, `NaN` for empty;
 * - `codes`: dictionary and boolean columns, codes into `dict`, -1 for empty;
 * - `strings`: a plain string column from synced rows, `null` for empty;
 * - `utf8`: a plain string column still as an Arrow chunk's bytes (`valid` is the validity
 *   bitmap, null when every row is valid); its bytes are copied, never decoded, by a rewrite.
 */
export type ColumnData =
  | { kind: 'number'; values: Float64Array }
  | { kind: 'codes'; codes: Int32Array; dict: readonly string[] }
  | { kind: 'strings'; strings: readonly (string | null)[] }
  | { kind: 'utf8'; bytes: Uint8Array; offsets: Int32Array; valid: Uint8Array | null };

/** Rows held column by column: rows `[0, length)` of each column, in a layout's column order. */
export interface ColumnarRows {
  readonly length: number;
  readonly columns: readonly ColumnData[];
}

/**
 * Rows readable column by column, in a table layout's column order: a block of synced rows, a
 * decoded chunk, or a selection of either. Row `i` is row `rows[i]` of `sources[from[i]]`
 * (`from` null: every row from `sources[0]`), so the chunk writer gathers each column in one
 * loop; `value` and `key` read single cells.
 */
export interface RowSource {
  readonly length: number;
  readonly sources: readonly ColumnarRows[];
  readonly from: Uint8Array | null;
  readonly rows: Int32Array;
  value(column: number, row: number): CellValue;
  /** The first column's value, never empty. */
  key(row: number): RowKey;
}

const utf8 = new TextDecoder();

/** One cell of a column; empty is null. */
export function cellOf(column: ColumnData, row: number): CellValue {
  switch (column.kind) {
    case 'number': {
      const v = column.values[row] as number;
      return v !== v ? null : v;
    }
    case 'codes': {
      const code = column.codes[row] as number;
      return code < 0 ? null : (column.dict[code] as string);
    }
    case 'strings':
      return column.strings[row] ?? null;
    case 'utf8': {
      const { valid } = column;
      if (valid && (((valid[row >> 3] as number) >> (row & 7)) & 1) === 0) return null;
      return utf8.decode(
        column.bytes.subarray(column.offsets[row] as number, column.offsets[row + 1] as number),
      );
    }
  }
}

function sourceOf(
  sources: readonly ColumnarRows[],
  from: Uint8Array | null,
  rows: Int32Array,
): RowSource {
  const at = (i: number) => sources[from ? (from[i] as number) : 0] as ColumnarRows;
  return {
    length: rows.length,
    sources,
    from,
    rows,
    value: (column, i) => cellOf(at(i).columns[column] as ColumnData, rows[i] as number),
    key: (i) => cellOf(at(i).columns[0] as ColumnData, rows[i] as number) as RowKey,
  };
}

/** Every row of `columns`, in order. */
export function wholeRows(columns: ColumnarRows): RowSource {
  const rows = new Int32Array(columns.length);
  for (let i = 0; i < rows.length; i++) rows[i] = i;
  return sourceOf([columns], null, rows);
}

/** The rows `rows[i]` of `sources[from[i]]`, in that order (a merge result, a split part). */
export function pickRows(
  sources: readonly ColumnarRows[],
  from: Uint8Array | null,
  rows: Int32Array,
): RowSource {
  return sourceOf(sources, from, rows);
}

/** Rows `[start, end)` of a source, without copying its columns. */
export function sliceRows(source: RowSource, start: number, end: number): RowSource {
  return sourceOf(
    source.sources,
    source.from?.subarray(start, end) ?? null,
    source.rows.subarray(start, end),
  );
}

/**
 * The contract between the export driver and the pure, streaming file writers: the driver
 * feeds row arrays in batches, the writer returns the finished file. No DOM or Node APIs, so
 * the writers run in the web worker and in Node (tests, bench).
 */
import type { ExportValueType } from '../../../shared/export/export-request';

export interface ExportColumnSpec {
  key: string;
  /** Header text, already translated. */
  title: string;
  type: ExportValueType;
  /** Pixels; default 160. Spreadsheet width = px / 7. */
  widthPx?: number;
  /** money only: index into each row array of that row's currency code (may be beyond the visible columns). */
  currencyIndex?: number;
  /**
   * false: left out of the summary rows (a rate or a tenor adds up to nothing a reader can use;
   * the page's table does not sum it either). Default: number, money and percent columns are summed.
   */
  summed?: boolean;
}

export interface SheetWriterOptions {
  /** The visible columns, in order. */
  columns: readonly ExportColumnSpec[];
  /** Sheet name base ("Sheet1" default); continuation sheets get " (2)", " (3)"… (kept within Excel's 31 chars and its forbidden characters). */
  sheetName?: string;
  /** Prepend a sequence column 1..n with this header text. */
  sequenceTitle?: string;
  /** Append summary row(s) with this label: sums of the summed number/money/percent columns; when a money column's rows carry several currencies, one summary row per currency (label + ' (USD)' etc.), sorted by currency code. */
  summaryLabel?: string;
  /** datetime values given as epoch milliseconds (or with an offset) are shown in this offset (minutes east of UTC; default 480). */
  offsetMinutes?: number;
  /** Test hook: rows per sheet including the header (default 1 048 576), so the split can also be tested small. */
  maxRowsPerSheet?: number;
}

/**
 * Writes one file into the FileParts it was made with. Rows are arrays aligned with `columns`
 * (extra trailing values allowed, e.g. a currency), given in batches of a few thousand.
 */
export interface SheetWriter {
  writeRows(rows: readonly (readonly unknown[])[]): void;
  rowsWritten(): number;
  /** Ends the file (summary rows, closing parts, the zip's central directory): all of it is in the parts after. Once per writer. */
  end(): void;
}

/** A writer whose file is finished elsewhere too (the sheets compressed on another core). */
export interface AsyncSheetWriter extends Omit<SheetWriter, 'end'> {
  end(): Promise<void>;
}

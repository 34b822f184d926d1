import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './import-limits';
import { SheetError } from './sheet-error';

/** The first sheet as text: its header row and the data rows below it. */
export interface SheetText {
  header: string[];
  rows: string[][];
}

/** A cell that holds something: its column (0 = A) and its text as the import reads it. */
export interface SheetCell {
  col: number;
  text: string;
}

/**
 * Builds the import's view of a sheet from its rows as they are read, whatever the format. Only
 * cells that exist count: the header is the first row holding text, its columns from the first
 * to the last filled one are the import's columns, and blank rows are skipped. It throws as soon
 * as a data row beyond the limit arrives, so a reader stops there and never materialises the
 * rest of the file.
 */
export class SheetCollector {
  private header: string[] | null = null;
  private first = 0;
  private readonly rows: string[][] = [];

  add(cells: readonly SheetCell[]): void {
    if (cells.length === 0) return;
    const filled = cells.filter((c) => c.text !== '');
    if (filled.length === 0) return;
    if (this.header === null) {
      this.first = Math.min(...filled.map((c) => c.col));
      const width = Math.max(...filled.map((c) => c.col)) - this.first + 1;
      if (width > MAX_IMPORT_COLUMNS) throw new SheetError('tooManyColumns');
      this.header = this.place(filled, width);
      return;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) throw new SheetError('tooManyRows');
    // A row holding text only outside the header's columns is still a row (the form then says
    // what it misses), as it was when the whole declared range was read.
    this.rows.push(this.place(filled, this.header.length));
  }

  /** The cells within the header's columns; short rows stay short (readers treat a gap as ''). */
  private place(filled: readonly SheetCell[], width: number): string[] {
    const row: string[] = [];
    for (const { col, text } of filled) {
      const at = col - this.first;
      if (at < 0 || at >= width) continue;
      while (row.length < at) row.push('');
      row[at] = text;
    }
    return row;
  }

  /** The sheet read so far; null when no row holds any text. */
  result(): SheetText | null {
    return this.header === null ? null : { header: this.header, rows: this.rows };
  }
}

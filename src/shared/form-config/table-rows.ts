/**
 * The rows of a table container (spec 001 §3 "Containers have type group or table"): each row
 * the cell texts of the table's fields by name, plus `key`, which tells rows apart while they
 * are reordered (stored with them, never shown).
 */
export type TableRow = Readonly<Record<string, string>>;

export const ROW_KEY = 'key';
/** More lines than anyone types into one form; the save body's limit. */
export const MAX_TABLE_ROWS = 500;

/** A table's value as rows: anything that is not a list of objects is no rows; cells become text. */
export function tableRowsOf(value: unknown): TableRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return [];
    const cells: Record<string, string> = {};
    for (const [name, cell] of Object.entries(row as Record<string, unknown>)) {
      if (typeof cell === 'string') cells[name] = cell;
      else if (typeof cell === 'number' && Number.isFinite(cell)) cells[name] = String(cell);
    }
    cells[ROW_KEY] ??= `row-${i + 1}`;
    return [cells];
  });
}

/** The value name the rules and failures use for one cell: `lines.0.quantity`. */
export const cellName = (table: string, index: number, field: string): string =>
  `${table}.${index}.${field}`;

/** Only the named fields of each row (and its key): what a save keeps. */
export function keptRows(rows: readonly TableRow[], fields: readonly string[]): TableRow[] {
  return rows.map((row) =>
    Object.fromEntries(
      [ROW_KEY, ...fields].flatMap((name) => (row[name] === undefined ? [] : [[name, row[name]]])),
    ),
  );
}

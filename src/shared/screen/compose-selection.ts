/**
 * The multi-select compose table's selection (spec 001 §2): rows move from the upper "add" table
 * to the lower "selected" table and back. Rows are told apart by their key field; a row already
 * selected is never added twice.
 */
export type Row = Readonly<Record<string, unknown>>;

export type Compose<T extends Row> =
  { kind: 'changed'; selected: T[]; added: number; skipped: number } | { kind: 'nothing-checked' };

export const rowId = (row: Row, key: string): string => String(row[key] ?? '');

export function selectedIds(selected: readonly Row[], key: string): Set<string> {
  return new Set(selected.map((r) => rowId(r, key)));
}

export const isSelected = (selected: readonly Row[], row: Row, key: string): boolean =>
  selected.some((r) => rowId(r, key) === rowId(row, key));

/** Appends the rows not yet selected, in the order given; a row listed twice is added once. */
export function addRows<T extends Row>(
  selected: readonly T[],
  rows: readonly T[],
  key: string,
): { selected: T[]; added: number; skipped: number } {
  const ids = selectedIds(selected, key);
  const next = [...selected];
  for (const row of rows) {
    const id = rowId(row, key);
    if (ids.has(id)) continue;
    ids.add(id);
    next.push(row);
  }
  const added = next.length - selected.length;
  return { selected: next, added, skipped: rows.length - added };
}

export function removeRows<T extends Row>(
  selected: readonly T[],
  rows: readonly Row[],
  key: string,
): T[] {
  const gone = selectedIds(rows, key);
  return selected.filter((r) => !gone.has(rowId(r, key)));
}

/** Batch add: the checked rows of the upper table; nothing checked is a warning, not a no-op. */
export function batchAdd<T extends Row>(
  selected: readonly T[],
  checked: readonly T[],
  key: string,
): Compose<T> {
  if (checked.length === 0) return { kind: 'nothing-checked' };
  return { kind: 'changed', ...addRows(selected, checked, key) };
}

/** Batch delete: the checked rows of the lower table. */
export function batchRemove<T extends Row>(
  selected: readonly T[],
  checked: readonly Row[],
  key: string,
): Compose<T> {
  if (checked.length === 0) return { kind: 'nothing-checked' };
  const next = removeRows(selected, checked, key);
  return { kind: 'changed', selected: next, added: 0, skipped: 0 };
}

/** The upper table's checked rows that are still offered (selected rows leave the choice). */
export function checkable<T extends Row>(
  checked: readonly T[],
  selected: readonly Row[],
  key: string,
): T[] {
  const ids = selectedIds(selected, key);
  return checked.filter((r) => !ids.has(rowId(r, key)));
}

/**
 * The upper table's local search: rows where some shown field's text contains the query, case
 * and surrounding spaces ignored. An empty query keeps every row.
 */
export function searchRows<T extends Row>(
  rows: readonly T[],
  fields: readonly string[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    fields.some((f) => {
      const value = row[f];
      if (value === null || value === undefined) return false;
      return String(value as string | number)
        .toLowerCase()
        .includes(needle);
    }),
  );
}

/** The upper table's page sizes and defaults (spec 001 §2). */
export const COMPOSE_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const COMPOSE_DEFAULT_PAGE_SIZE = 5;
export const COMPOSE_SCROLL_HEIGHT = 284;

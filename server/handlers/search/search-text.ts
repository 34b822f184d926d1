/** A search box's text as a filter: trimmed; empty (or absent) means "no filter". */
export const searchText = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * SQL for "column contains $n, ignoring case": strpos, not LIKE, so `%` and `_` typed by a user
 * are plain characters, as in the area search.
 */
export const contains = (column: string, param: string) =>
  `strpos(lower(${column}), lower(${param})) > 0`;

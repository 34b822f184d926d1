export type TableProgress = Record<string, { loaded: number; total: number; done: boolean }>;

export interface ProgressView {
  /** The table being synced now; null before the first event and once every table is done. */
  table: string | null;
  loaded: number;
  total: number;
  /** 0–100, or null when not known yet (an indeterminate bar). */
  percent: number | null;
}

/**
 * The bar follows the table being synced now. A sum over tables would show 100 % after the
 * small buyers table and then fall back as the next table announces its total.
 */
export function progressView(progress: TableProgress): ProgressView {
  const tables = Object.entries(progress);
  const current = tables.findLast(([, table]) => !table.done);
  if (!current) return { table: null, loaded: 0, total: 0, percent: null };
  const [table, { loaded, total }] = current;
  return {
    table,
    loaded,
    total,
    percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null,
  };
}

/**
 * What crosses the worker boundary for the cached receivables: a view query, one window of its
 * rows, option counts, and the sync status. Only windows of rows ever cross; the million rows
 * stay in the worker.
 */
import type { Filter, SortKey } from '../query/filter';
import type { DatasetId } from './datasets';

/** The engine's filters (src/shared/query/filter.ts). */
export type ViewFilter = Filter;

export interface ViewQuery {
  filters: ViewFilter[];
  sort: SortKey[];
}

export interface ViewWindow {
  /**
   * Rows `offset … offset + rows.length - 1` of the filtered, sorted view: strings, numbers,
   * dates as `YYYY-MM-DD`, money as exact decimal strings with two places, empty as null.
   */
  offset: number;
  rows: Record<string, unknown>[];
  total: number;
  /** Per currency, per summed money column, exact decimal strings over every filtered row. */
  sums: Record<string, Record<string, string>>;
}

export interface OptionCountView {
  value: string | number | null;
  count: number;
}

export type SyncPhase = 'idle' | 'syncing' | 'failed' | 'cancelled';

export interface DatasetStatus {
  dataset: DatasetId;
  /** Rows cached locally (0 before the first sync). */
  rowCount: number;
  /** When the cached copy was last brought up to date (ms since epoch), null if never. */
  syncedAt: number | null;
  phase: SyncPhase;
  /** Present after a failed sync: the translated-message key and detail; the old data stays. */
  error?: { messageKey: string; message: string };
  /**
   * How long the worker took, the last time it loaded this dataset, from starting to read its
   * chunks from IndexedDB until its table was queryable (first window answered), in ms.
   * Absent until the dataset has been loaded once in this worker.
   */
  loadMs?: number;
}

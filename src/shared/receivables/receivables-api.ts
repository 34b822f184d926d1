/**
 * The worker's `receivables` namespace as the UI sees it (implemented in src/worker/index.ts).
 * Every method answers from the local cache: no call touches the network except `sync`.
 */
import type { DatasetId } from './datasets';
import type {
  DatasetStatus,
  OptionCountView,
  ViewFilter,
  ViewQuery,
  ViewWindow,
} from './view-types';

export interface ReceivablesApi {
  /** Each dataset's cache status; loads the cached chunks from IndexedDB on first use. */
  status(): Promise<DatasetStatus[]>;
  /**
   * Brings the cached tables up to date (the first time: everything; later: only changes).
   * Progress arrives as `sync-progress` events, status changes as `receivables-status` events;
   * `cancel(callId)` stops it. A failed or cancelled sync keeps the previous data, reports the
   * phase in a `receivables-status` event and rejects with the ApiError (kind 'cancelled' for a
   * cancel).
   */
  sync(callId: string, datasets?: DatasetId[]): Promise<DatasetStatus[]>;
  /** One window (`offset`, at most `limit` rows, limit ≤ 500) of the filtered, sorted view. */
  view(dataset: DatasetId, query: ViewQuery, offset: number, limit: number): Promise<ViewWindow>;
  /** A column filter's options with their counts under the other filters. */
  options(dataset: DatasetId, field: string, filters: ViewFilter[]): Promise<OptionCountView[]>;
}

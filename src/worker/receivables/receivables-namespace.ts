import { proxy } from 'comlink';
import type { ReceivablesApi } from '../../shared/receivables/receivables-api';
import type { DatasetId } from '../../shared/receivables/datasets';
import type {
  DatasetStatus,
  OptionCountView,
  ViewFilter,
  ViewQuery,
  ViewWindow,
} from '../../shared/receivables/view-types';
import type { ReceivablesCache } from './receivables-cache';
import type { Cancellation } from '../core/cancellation';

/** The local-first receivables cache: status, sync on request, windows of a view, option counts. */
export function receivablesNamespace(
  receivables: Promise<ReceivablesCache>,
  cancellation: Cancellation,
) {
  return proxy({
    async status(): Promise<DatasetStatus[]> {
      return (await receivables).status();
    },
    async sync(callId: string, datasets?: DatasetId[]): Promise<DatasetStatus[]> {
      const cache = await receivables;
      return cancellation.run(callId, (signal) => cache.sync(signal, datasets));
    },
    async view(
      dataset: DatasetId,
      query: ViewQuery,
      offset: number,
      limit: number,
    ): Promise<ViewWindow> {
      return (await receivables).view(dataset, query, offset, limit);
    },
    async options(
      dataset: DatasetId,
      field: string,
      filters: ViewFilter[],
    ): Promise<OptionCountView[]> {
      return (await receivables).options(dataset, field, filters);
    },
  } satisfies ReceivablesApi);
}

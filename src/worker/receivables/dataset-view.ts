import type { DatasetSpec } from '../../shared/receivables/datasets';
import type { ViewFilter, ViewQuery, ViewWindow } from '../../shared/receivables/view-types';
import { optionCounts } from '../query/option-counts';
import { orderedView, type OrderedView } from '../query/ordered-view';
import type { OptionCount, Table } from '../query/types';
import { formatCents } from '../query/values';
import { baseFilters } from './base-filters';

/** The most rows one window carries across the boundary. */
export const MAX_WINDOW_ROWS = 500;

export interface DatasetView {
  window(table: Table, query: ViewQuery, offset: number, limit: number): ViewWindow;
  options(table: Table, field: string, filters: readonly ViewFilter[]): OptionCount[];
  /** Every filtered row id in the view's order (an export reads them all, in batches). */
  orderedIds(table: Table, query: ViewQuery): Uint32Array;
}

/**
 * Windows of one dataset's filtered, sorted rows. Scrolling asks for many windows of the same
 * query: the last query's ordered ids and sums are kept (keyed by the table and the query),
 * so a window then costs only its own rows. A new query or a rebuilt table recomputes.
 */
export function createDatasetView(spec: DatasetSpec): DatasetView {
  const money = spec.columns.filter((c) => c.type === 'money').map((c) => c.name);
  const groupBy = spec.columns.find((c) => c.currencyField)?.currencyField ?? 'currency';
  let last: { table: Table; key: string; view: OrderedView } | undefined;

  const ordered = (table: Table, query: ViewQuery): OrderedView => {
    const key = JSON.stringify([query.filters, query.sort]);
    if (last?.table === table && last.key === key) return last.view;
    const sort = query.sort.length > 0 ? query.sort : spec.defaultSort;
    const view = orderedView(
      table,
      [...baseFilters(spec.id), ...query.filters],
      sort,
      spec.sumBy,
      groupBy,
    );
    last = { table, key, view };
    return view;
  };

  return {
    window(table, query, offset, limit) {
      const view = ordered(table, query);
      const start = Math.max(0, Math.floor(offset));
      const end = Math.min(
        view.ids.length,
        start + Math.max(0, Math.min(MAX_WINDOW_ROWS, Math.floor(limit))),
      );
      const rows: Record<string, unknown>[] = [];
      for (let i = start; i < end; i++) {
        const row = table.rowAt(view.ids[i] as number);
        // Money crosses as exact decimal strings, like every amount the server sends.
        for (const field of money) {
          const v = row[field];
          if (typeof v === 'number') row[field] = formatCents(Math.round(v * 100));
        }
        rows.push(row);
      }
      return { offset: start, rows, total: view.ids.length, sums: view.sums };
    },
    orderedIds(table, query) {
      return ordered(table, query).ids;
    },
    options(table, field, filters) {
      // Like every filter on the listed field itself, a base filter on it is ignored there.
      return optionCounts(table, field, [...baseFilters(spec.id), ...filters]);
    },
  };
}

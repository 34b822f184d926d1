/**
 * The big-table query engine's public entry (issue #4). Pure TypeScript over typed arrays:
 * runs in the web worker and in Node. Internals live beside it, one job per file.
 */
import { distinctPage } from './distinct-page';
import { filterRows } from './filter-rows';
import { sortRows } from './sort-rows';
import { sumRows } from './sum-rows';
import type { ListQuery, QueryResult, Table } from './types';

export { createTable } from './create-table';
export { tableFromArrow } from './table-from-arrow';
export { optionCounts } from './option-counts';
export { aggregate } from './aggregate';
export type { AggregateQuery, AggregateRow, GroupKey } from './aggregate';
export type {
  ColumnSpec,
  Filter,
  ListQuery,
  OptionCount,
  QueryResult,
  SortKey,
  Table,
} from './types';

export function query(table: Table, q: ListQuery): QueryResult {
  const size = Math.max(1, Math.floor(q.size ?? 20));
  const page = Math.max(1, Math.floor(q.page ?? 1));
  const filtered = filterRows(table, q.filters ?? []);
  let sums: Record<string, string> | undefined;
  if (q.sumBy && q.sumBy.length > 0) {
    // Sums cover every filtered row, before distinctBy and paging.
    sums = {};
    for (const field of q.sumBy) sums[field] = sumRows(table, filtered, field);
  }
  const start = (page - 1) * size;
  const end = start + size;
  let ids: Uint32Array;
  let total: number;
  if (q.distinctBy !== undefined) {
    ({ ids, total } = distinctPage(table, filtered, q.sort ?? [], q.distinctBy, start, end));
  } else {
    // Only the rows up to the page's end need ordering (sortRows' `limit`).
    total = filtered.length;
    ids = sortRows(table, filtered, q.sort ?? [], end).subarray(start, Math.min(end, total));
  }
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < ids.length; i++) rows.push(table.rowAt(ids[i] as number));
  return sums ? { rows, total, sums } : { rows, total };
}

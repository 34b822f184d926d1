/**
 * The big-table query engine's public entry (issue #4). Pure TypeScript over typed arrays:
 * runs in the web worker and in Node. Internals live beside it, one job per file.
 */
import { distinctRows } from './distinct-rows';
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
  let ordered = sortRows(table, filtered, q.sort ?? []);
  if (q.distinctBy !== undefined) ordered = distinctRows(table, ordered, q.distinctBy);
  const start = (page - 1) * size;
  const rows: Record<string, unknown>[] = [];
  for (let i = start; i < Math.min(start + size, ordered.length); i++) {
    rows.push(table.rowAt(ordered[i] as number));
  }
  return sums ? { rows, total: ordered.length, sums } : { rows, total: ordered.length };
}

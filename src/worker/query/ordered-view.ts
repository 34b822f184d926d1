/**
 * A view for scrolling: the filtered rows' ids in sorted order, kept by the caller so that
 * each scroll window costs only its rows, plus sums per group (per currency) over every
 * filtered row. Built from the same filter, sort and sum steps as `query()`.
 */
import { keyReader, stringRank } from './column-keys';
import { filterRows } from './filter-rows';
import { sortRows } from './sort-rows';
import { sumRows } from './sum-rows';
import type { Filter, SortKey, Table } from './types';

export interface OrderedView {
  /** Row ids of the filtered rows, sorted; the caller's own copy. */
  ids: Uint32Array;
  /** Group value (empty: '') → summed field → exact decimal string. */
  sums: Record<string, Record<string, string>>;
}

export function orderedView(
  table: Table,
  filters: readonly Filter[],
  sort: readonly SortKey[],
  sumBy: readonly string[],
  groupBy: string,
): OrderedView {
  const filtered = filterRows(table, filters);
  const sums = groupSums(table, filtered, sumBy, groupBy);
  const sorted = sortRows(table, filtered, sort);
  // filterRows answers a buffer reused by the next query; sortRows may hand it back unsorted.
  return { ids: sorted === filtered ? filtered.slice() : sorted, sums };
}

function groupSums(
  table: Table,
  rows: Uint32Array,
  sumBy: readonly string[],
  groupBy: string,
): OrderedView['sums'] {
  const col = table.columns.get(groupBy);
  if (!col) throw new Error(`query: unknown field "${groupBy}"`);
  if (sumBy.length === 0) return {};
  // Equal values share a key (dictionary rank), whatever chunk their code came from.
  const { domain, key } = keyReader(col);
  // Each row's key once, in a plain loop (a string column reads its codes and ranks directly).
  const keys = new Uint32Array(rows.length);
  if (col.kind === 'string') {
    const { perCode } = stringRank(col);
    const { codes } = col;
    const empty = domain - 1;
    for (let i = 0; i < rows.length; i++) {
      const code = codes[rows[i] as number] as number;
      keys[i] = code < 0 ? empty : (perCode[code] as number);
    }
  } else {
    for (let i = 0; i < rows.length; i++) keys[i] = key(rows[i] as number);
  }
  const counts = new Uint32Array(domain);
  for (let i = 0; i < rows.length; i++) {
    const k = keys[i] as number;
    counts[k] = (counts[k] as number) + 1;
  }
  const parts = Array.from(counts, (n) => new Uint32Array(n));
  const filled = new Uint32Array(domain);
  const sample = new Int32Array(domain).fill(-1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const k = keys[i] as number;
    if (sample[k] === -1) sample[k] = row;
    const at = filled[k] as number;
    (parts[k] as Uint32Array)[at] = row;
    filled[k] = at + 1;
  }
  const out: OrderedView['sums'] = {};
  for (let k = 0; k < domain; k++) {
    if (counts[k] === 0) continue;
    const value = table.rowAt(sample[k] as number)[groupBy];
    const group: Record<string, string> = {};
    for (const field of sumBy) group[field] = sumRows(table, parts[k] as Uint32Array, field);
    out[value === null || value === undefined ? '' : String(value)] = group;
  }
  return out;
}

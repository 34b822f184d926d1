import { keyReader } from './column-keys';
import { distinctRows } from './distinct-rows';
import { radixSortPrefix } from './radix-sort';
import { foldKeys, sortRows } from './sort-rows';
import type { SortKey, Table } from './types';

/**
 * One page of `distinctBy` after a sort, without sorting every row: the row a value keeps is
 * the first of its rows in the sorted order, which is its row with the smallest folded sort key
 * (the earliest of them on a tie, since a stable sort keeps the input order). One pass finds
 * that row per value (the value's key is its dictionary rank: equal strings under different
 * codes are one value), and only those rows — one per value, ~500 buyers out of thousands of
 * rows — are sorted, and only as far as the page's end. `total` is the number of values.
 * The same answer as `distinctRows(sortRows(rows))`, which keys wider than 32 bits still take.
 */
export function distinctPage(
  table: Table,
  rows: Uint32Array,
  sort: readonly SortKey[],
  field: string,
  start: number,
  end: number,
): { ids: Uint32Array; total: number } {
  const col = table.columns.get(field);
  if (!col) throw new Error(`query: unknown field "${field}"`);
  const fold = sort.length > 0 ? foldKeys(table, rows, sort) : null;
  if (sort.length > 0 && !fold) {
    const ordered = distinctRows(table, sortRows(table, rows, sort), field);
    return { ids: ordered.subarray(start, end), total: ordered.length };
  }
  const { domain, key } = keyReader(col);
  const n = rows.length;
  // Per value, the position (in `rows`) of the row it keeps; -1 while the value is unseen.
  const kept = new Int32Array(domain).fill(-1);
  let total = 0;
  if (fold) {
    const { folded } = fold;
    for (let i = 0; i < n; i++) {
      const k = key(rows[i] as number);
      const at = kept[k] as number;
      if (at < 0) total++;
      if (at < 0 || (folded[i] as number) < (folded[at] as number)) kept[k] = i;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const k = key(rows[i] as number);
      if ((kept[k] as number) < 0) {
        kept[k] = i;
        total++;
      }
    }
  }
  // The kept rows in input order (their order on equal sort keys).
  const isKept = new Uint8Array(n);
  for (let k = 0; k < domain; k++) {
    const at = kept[k] as number;
    if (at >= 0) isKept[at] = 1;
  }
  const keys = new Uint32Array(total);
  const ids = new Uint32Array(total);
  let c = 0;
  for (let i = 0; i < n; i++) {
    if (!isKept[i]) continue;
    if (fold) keys[c] = fold.folded[i] as number;
    ids[c++] = rows[i] as number;
  }
  if (!fold || total < 2) return { ids: ids.subarray(start, end), total };
  const ordered = radixSortPrefix(keys, ids, fold.maxKey, end);
  return { ids: ordered.subarray(start, Math.min(end, total)), total };
}

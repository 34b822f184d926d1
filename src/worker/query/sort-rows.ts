import { keyReader } from './column-keys';
import { radixSortPrefix } from './radix-sort';
import type { KeyReader } from './column-keys';
import type { SortKey, Table } from './types';

const EXACT = 2 ** 53;

/** Per-key integer columns over the selected rows; desc flips the key but keeps empty last. */
function keysFor(reader: KeyReader, desc: boolean, rows: Uint32Array): Float64Array {
  const out = new Float64Array(rows.length);
  const empty = reader.domain - 1;
  const { key } = reader;
  for (let i = 0; i < rows.length; i++) {
    const k = key(rows[i] as number);
    out[i] = desc && k !== empty ? empty - 1 - k : k;
  }
  return out;
}

const RADIX_LIMIT = 2 ** 32;

/** The keys folded into one integer per row, `(k1·D2 + k2)·D3 + …`. */
function combined(keys: Float64Array[], readers: KeyReader[], i: number): number {
  let value = 0;
  for (let k = 0; k < keys.length; k++) {
    value = value * (readers[k] as KeyReader).domain + ((keys[k] as Float64Array)[i] as number);
  }
  return value;
}

/** Key readers for the sort keys, in order. */
function readersOf(table: Table, sort: readonly SortKey[]): KeyReader[] {
  return sort.map((s) => {
    const col = table.columns.get(s.field);
    if (!col) throw new Error(`query: unknown field "${s.field}"`);
    return keyReader(col);
  });
}

/**
 * The sort keys folded into one unsigned integer per selected row, `(k1·D2 + k2)·D3 + …`, with
 * `desc` keys flipped and empties last; ascending folded keys are the sort order. Null when the
 * folded domain passes 2^32 (sortRows then sorts doubles or compares).
 */
export function foldKeys(
  table: Table,
  rows: Uint32Array,
  sort: readonly SortKey[],
): { folded: Uint32Array; maxKey: number } | null {
  const readers = readersOf(table, sort);
  const domain = readers.reduce((acc, r) => acc * r.domain, 1);
  if (domain > RADIX_LIMIT) return null;
  const folded = new Uint32Array(rows.length);
  for (let k = 0; k < readers.length; k++) {
    (readers[k] as KeyReader).fold(rows, folded, sort[k]?.order === 'desc');
  }
  return { folded, maxKey: domain - 1 };
}

/**
 * Stable multi-key sort of the selected rows. When the folded key fits in 32 bits (the
 * common case: dictionary ranks, day numbers), a two-pass radix sort. When the keys' domains times the row count fit
 * in 2^53, each row becomes one double `((k1·D2 + k2)·…)·n + position`: a single native
 * Float64Array sort, no comparator calls, and the position makes it stable. Otherwise a
 * comparator over the integer key arrays with the position as the last tie-break.
 *
 * With `limit`, only the first `limit` ids of the answer are guaranteed (a page needs no
 * more): the radix path then sorts only the rows that can reach them (radixSortPrefix). The
 * answer may be longer; what follows the first `limit` ids is not meaningful.
 */
export function sortRows(
  table: Table,
  rows: Uint32Array,
  sort: readonly SortKey[],
  limit = rows.length,
): Uint32Array {
  if (sort.length === 0 || rows.length < 2) return rows;
  const fold = foldKeys(table, rows, sort);
  if (fold) return radixSortPrefix(fold.folded, rows, fold.maxKey, limit);
  const readers = readersOf(table, sort);
  const n = rows.length;
  const domain = readers.reduce((acc, r) => acc * r.domain, 1);
  const keys = readers.map((r, i) => keysFor(r, sort[i]?.order === 'desc', rows));
  const out = new Uint32Array(n);
  if (domain * n <= EXACT) {
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = combined(keys, readers, i) * n + i;
    packed.sort();
    for (let i = 0; i < n; i++) out[i] = rows[(packed[i] as number) % n] as number;
    return out;
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => {
    for (const k of keys) {
      const d = (k[a] as number) - (k[b] as number);
      if (d !== 0) return d;
    }
    return a - b;
  });
  for (let i = 0; i < n; i++) out[i] = rows[order[i] as number] as number;
  return out;
}

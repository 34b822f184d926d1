/**
 * A sync's changes in seq order, as the change set registers them (change-set.ts): each
 * change's key and its row (-1: a delete). Numeric keys go to typed arrays, so a million changes
 * cost no Map entry each; the latest change per key is found by sorting, or not at all when the
 * keys already arrive ascending and distinct (a first sync of a table whose rows were inserted
 * in key order).
 */
import type { ChangeLogView } from './chunk-ahead';
import { compareKeys, type RowKey } from './table-layouts';

/** Every changed key once, ascending, with its latest change. */
export interface SortedChanges {
  /** Numbers ascending (numeric keys), or strings in compareKeys order. */
  readonly keys: Float64Array | readonly string[];
  /** Per key: its row of the change set's `rows`, or -1 for a delete. */
  readonly rows: Int32Array;
}

/** `array`, or a copy with room for `need` values (doubling). */
export function grown<T extends Float64Array | Int32Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(
    Math.max(need, array.length * 2, 1024),
  );
  next.set(array);
  return next;
}

/** An empty log; `numeric`: keys are numbers (else strings). */
export function changeLog(numeric: boolean) {
  let numKeys = new Float64Array(0);
  const textKeys: string[] = [];
  let rows = new Int32Array(0);
  let length = 0;
  let sorted: SortedChanges | null = null;
  let latest: Map<RowKey, number> | null = null;
  const keyAt = (i: number): RowKey => (numeric ? (numKeys[i] as number) : (textKeys[i] as string));
  return {
    add(key: RowKey, row: number) {
      if (numeric) {
        numKeys = grown(numKeys, length + 1);
        numKeys[length] = key as number;
      } else textKeys[length] = String(key);
      rows = grown(rows, length + 1);
      rows[length++] = row;
      sorted = null;
      latest = null;
    },
    /** Numeric keys only (else null): the log as typed arrays. */
    view: (): ChangeLogView | null =>
      numeric
        ? { length, keys: numKeys.subarray(0, length), rows: rows.subarray(0, length) }
        : null,
    latest(): Map<RowKey, number> {
      if (!latest) {
        latest = new Map();
        for (let i = 0; i < length; i++) latest.set(keyAt(i), rows[i] as number);
      }
      return latest;
    },
    sorted(): SortedChanges {
      sorted ??= numeric
        ? sortedNumeric(numKeys.subarray(0, length), rows.subarray(0, length))
        : sortedText(this.latest());
      return sorted;
    },
  };
}

/** The latest change per key of a numeric log: a binary search into the sorted distinct keys. */
function sortedNumeric(log: Float64Array, logRows: Int32Array): SortedChanges {
  const n = log.length;
  let ascending = true;
  for (let i = 1; i < n && ascending; i++) ascending = (log[i] as number) > (log[i - 1] as number);
  if (ascending) return { keys: log, rows: logRows };
  // Keys are never NaN (a key column is never empty), so the typed sort is compareKeys' order.
  const all = Float64Array.from(log).sort();
  let u = 0;
  for (let i = 0; i < n; i++)
    if (u === 0 || (all[i] as number) !== (all[u - 1] as number)) all[u++] = all[i] as number;
  const keys = all.subarray(0, u);
  const rows = new Int32Array(u);
  // In seq order, so a later change of a key overwrites an earlier one.
  for (let i = 0; i < n; i++) {
    const key = log[i] as number;
    let lo = 0;
    let hi = u - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((keys[mid] as number) < key) lo = mid + 1;
      else hi = mid;
    }
    rows[lo] = logRows[i] as number;
  }
  return { keys, rows };
}

function sortedText(latest: ReadonlyMap<RowKey, number>): SortedChanges {
  const keys = [...latest.keys()].map(String).sort(compareKeys);
  return { keys, rows: Int32Array.from(keys, (key) => latest.get(key) as number) };
}

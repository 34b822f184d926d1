/**
 * The dense rank of a numeric column (what `keyReader` caches as `cache.rank` when a column's
 * range is too wide for `value − min`), built in pauses of about a millisecond for a warm-up:
 * the engine's own build is one typed-array sort of every value (~100 ms at a million rows)
 * that cannot be paused. Same result: equal values share a rank, ranks ascend with the values,
 * empty (NaN) rows get the number of distinct values. `warm-table.test.ts` compares both.
 */
import type { NumericColumn } from './types';

/** Values sorted natively per run, then merged run pairs at a time. */
const RUN = 1 << 14;
/** Elements handled between two pauses. */
const UNIT = 1 << 15;
/** Rows ranked between two pauses (a binary search each: cache misses on a large sorted array). */
const RANK_UNIT = 1 << 13;

/** `values` without NaN, ascending. */
function* sortedValues(values: Float64Array): Generator<void, Float64Array> {
  let count = 0;
  let src = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v === v) src[count++] = v;
    if ((i & (UNIT - 1)) === UNIT - 1) yield;
  }
  src = src.subarray(0, count);
  for (let at = 0; at < count; at += RUN) {
    src.subarray(at, Math.min(count, at + RUN)).sort();
    yield;
  }
  let dst = new Float64Array(count);
  for (let width = RUN; width < count; width *= 2) {
    let done = 0;
    for (let lo = 0; lo < count; lo += 2 * width) {
      const mid = Math.min(count, lo + width);
      const hi = Math.min(count, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (k < hi) {
        dst[k++] =
          j >= hi || (i < mid && (src[i] as number) <= (src[j] as number))
            ? (src[i++] as number)
            : (src[j++] as number);
        if (++done === UNIT) {
          done = 0;
          yield;
        }
      }
    }
    [src, dst] = [dst, src];
  }
  return src;
}

export function* numericRankSteps(
  column: NumericColumn,
): Generator<void, { perRow: Int32Array; domain: number }> {
  const { values } = column;
  const sorted = yield* sortedValues(values);
  let uniques = 0;
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i] as number;
    if (uniques === 0 || v !== sorted[uniques - 1]) sorted[uniques++] = v;
    if ((i & (UNIT - 1)) === UNIT - 1) yield;
  }
  return yield* rankRows(values, sorted, uniques);
}

/**
 * Each row's rank: its value's place among the first `uniques` entries of `sorted` (distinct,
 * ascending), found by binary search; empty (NaN) rows rank `uniques`. A generator so the
 * warm-up can pause it; the engine's own build (`column-keys.ts`) runs it through at once.
 */
export function* rankRows(
  values: Float64Array,
  sorted: Float64Array,
  uniques: number,
): Generator<void, { perRow: Int32Array; domain: number }> {
  const perRow = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v !== v) perRow[i] = uniques;
    else {
      let lo = 0;
      let hi = uniques - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((sorted[mid] as number) < v) lo = mid + 1;
        else hi = mid;
      }
      perRow[i] = lo;
    }
    if ((i & (RANK_UNIT - 1)) === RANK_UNIT - 1) yield;
  }
  return { perRow, domain: uniques + 1 };
}

/** Runs a step generator to its end without pausing. */
export function runThrough<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

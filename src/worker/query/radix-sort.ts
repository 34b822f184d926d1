/**
 * Stable LSD radix sort of row ids by unsigned 32-bit keys, in 16-bit digits: two linear
 * passes (one when every key fits in 16 bits) instead of n·log n comparisons. Stability comes
 * from scattering in input order, so ties keep their original order.
 */
const DIGIT = 1 << 16;

export function radixSort(keys: Uint32Array, rows: Uint32Array, maxKey: number): Uint32Array {
  const n = rows.length;
  let srcKeys: Uint32Array = keys;
  let srcRows: Uint32Array = rows;
  let dstKeys: Uint32Array = new Uint32Array(n);
  let dstRows: Uint32Array = new Uint32Array(n);
  const counts = new Uint32Array(DIGIT);
  const passes = maxKey < DIGIT ? 1 : 2;
  for (let pass = 0; pass < passes; pass++) {
    const shift = pass * 16;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const digit = ((srcKeys[i] as number) >>> shift) & 0xffff;
      counts[digit] = (counts[digit] as number) + 1;
    }
    let sum = 0;
    for (let d = 0; d < DIGIT; d++) {
      const c = counts[d] as number;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const key = srcKeys[i] as number;
      const digit = (key >>> shift) & 0xffff;
      const at = counts[digit] as number;
      counts[digit] = at + 1;
      dstKeys[at] = key;
      dstRows[at] = srcRows[i] as number;
    }
    [srcKeys, dstKeys] = [dstKeys, srcKeys];
    [srcRows, dstRows] = [dstRows, srcRows];
  }
  return srcRows;
}

/**
 * The first `limit` row ids of `radixSort(keys, rows, maxKey)` (then possibly more, in order):
 * a page needs only the rows that sort before its end. One pass counts the keys' top 16 bits,
 * the buckets that together reach `limit` are gathered in input order (so ties stay stable),
 * and only they are radix-sorted. Page 1000 of 20 over 231,149 rows sorts ~20,000 of them.
 * `rows` is left as it is (`keys` is not: it is scratch).
 */
export function radixSortPrefix(
  keys: Uint32Array,
  rows: Uint32Array,
  maxKey: number,
  limit: number,
): Uint32Array {
  const n = rows.length;
  // Not worth a counting pass when most rows are needed or one digit pass sorts them all.
  if (maxKey < DIGIT || limit * 2 >= n) return radixSort(keys, rows.slice(), maxKey);
  const shift = Math.max(0, 32 - Math.clz32(maxKey) - 16);
  const counts = new Uint32Array(DIGIT);
  for (let i = 0; i < n; i++) {
    const digit = (keys[i] as number) >>> shift;
    counts[digit] = (counts[digit] as number) + 1;
  }
  let last = 0;
  let taken = counts[0] as number;
  while (taken < limit) taken += counts[++last] as number;
  // One spare slot: the loop writes each candidate before knowing whether it is kept.
  const partKeys = new Uint32Array(taken + 1);
  const partRows = new Uint32Array(taken + 1);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const key = keys[i] as number;
    partKeys[at] = key;
    partRows[at] = rows[i] as number;
    at += Number(key >>> shift <= last);
  }
  return radixSort(partKeys.subarray(0, taken), partRows.subarray(0, taken), maxKey);
}

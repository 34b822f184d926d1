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

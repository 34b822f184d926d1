/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in the loop are in bounds by construction */
/**
 * CRC-32 (the zip checksum) by slicing-by-8: eight table lookups per eight bytes instead of one
 * per byte. The sheet XML of a million rows is hundreds of megabytes, so this matters.
 */
const TABLES = (() => {
  const t = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n] as number;
    for (let k = 1; k < 8; k++) {
      c = (t[c & 0xff] as number) ^ (c >>> 8);
      t[k * 256 + n] = c;
    }
  }
  return t;
})();

/** Whether a Int32Array reads bytes little-endian, as the slicing tables expect. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Continues a CRC-32 (start with 0) over `bytes`. Aligned bytes are read four at a time through
 * an Int32Array view: two loads per eight bytes instead of eight.
 */
export function crc32(crc: number, bytes: Uint8Array): number {
  const t = TABLES;
  let c = ~crc;
  let i = 0;
  const n = bytes.length;
  // Bytes one by one up to a four-byte boundary of the buffer, then whole words.
  const lead = LITTLE_ENDIAN ? Math.min(n, (4 - (bytes.byteOffset & 3)) & 3) : n;
  for (; i < lead; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  const pairs = (n - i) >> 3;
  if (pairs > 0) {
    const words = new Int32Array(bytes.buffer, bytes.byteOffset + i, pairs * 2);
    for (let w = 0; w < words.length; w += 2) {
      const a = c ^ words[w]!;
      const b = words[w + 1]!;
      c =
        t[1792 + (a & 0xff)]! ^
        t[1536 + ((a >>> 8) & 0xff)]! ^
        t[1280 + ((a >>> 16) & 0xff)]! ^
        t[1024 + (a >>> 24)]! ^
        t[768 + (b & 0xff)]! ^
        t[512 + ((b >>> 8) & 0xff)]! ^
        t[256 + ((b >>> 16) & 0xff)]! ^
        t[b >>> 24]!;
    }
    i += pairs * 8;
  }
  for (; i < n; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** Multiplies a GF(2) 32×32 matrix by a vector (zlib's crc32_combine, as in its crc32.c). */
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  let v = vector >>> 0;
  for (let i = 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) square[n] = gf2Times(matrix, matrix[n]!);
}

/**
 * The CRC-32 of A followed by B from the CRC of A, the CRC of B and B's length: segments
 * checksummed apart (on other threads) give the entry's checksum without reading it again.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320; // the CRC-32 polynomial: the operator for one zero bit
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  gf2Square(even, odd); // two zero bits
  gf2Square(odd, even); // four zero bits
  let crc = crcA >>> 0;
  let length = lengthB;
  // Applies length zero bytes to crcA, a power of two at a time (first: one byte = 8 bits).
  do {
    gf2Square(even, odd);
    if (length & 1) crc = gf2Times(even, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
    gf2Square(odd, even);
    if (length & 1) crc = gf2Times(odd, crc);
    length = Math.floor(length / 2);
  } while (length !== 0);
  return (crc ^ crcB) >>> 0;
}

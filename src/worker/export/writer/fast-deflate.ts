/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in the hot loops are in bounds by construction */
/**
 * A streaming raw DEFLATE (RFC 1951) compressor built for speed on sheet XML, where fflate's
 * level 1 (about 60 MB/s here) was the bottleneck: greedy LZ77 with one hash probe on four bytes
 * and no hash updates inside a match (XML repeats long tag runs, so matches are long and the
 * search is rare), coded with the fixed Huffman table (no per-block tree to build or send).
 * It trades some size for about 4× the speed; see docs/exports.md for the numbers.
 */

const WINDOW = 32_768;
const HASH_BITS = 15;
const MAX_MATCH = 258;
const MIN_MATCH = 4;
/** Input is compressed in slices of this size (plus the 32 KiB history before it). */
const SLICE = 1 << 18;

/** Reverses the low `n` bits (Huffman codes are sent most significant bit first). */
function reverse(code: number, n: number): number {
  let r = 0;
  for (let i = 0; i < n; i++) r |= ((code >>> i) & 1) << (n - 1 - i);
  return r;
}

/** Fixed literal/length codes: bit pattern (already reversed) and length per symbol 0..287. */
const LIT_CODE = new Int32Array(288);
const LIT_BITS = new Uint8Array(288);
for (let s = 0; s < 288; s++) {
  const [base, first, n] =
    s < 144 ? [0x30, 0, 8] : s < 256 ? [0x190, 144, 9] : s < 280 ? [0, 256, 7] : [0xc0, 280, 8];
  LIT_CODE[s] = reverse(base + s - first, n);
  LIT_BITS[s] = n;
}

const LEN_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LEN_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

/** Per match length 3..258: the length symbol's code with its extra bits appended, and the bit count. */
const LEN_CODE = new Int32Array(MAX_MATCH + 1);
const LEN_BITS = new Uint8Array(MAX_MATCH + 1);
for (let s = 0; s < 29; s++) {
  const sym = 257 + s;
  const top = s === 28 ? 258 : LEN_BASE[s + 1]! - 1;
  for (let len = LEN_BASE[s]!; len <= top; len++) {
    LEN_CODE[len] = LIT_CODE[sym]! | ((len - LEN_BASE[s]!) << LIT_BITS[sym]!);
    LEN_BITS[len] = LIT_BITS[sym]! + LEN_EXTRA[s]!;
  }
}
/** Per distance 1..32768: the 5-bit distance code with its extra bits appended, and the bit count. */
const DIST_CODE = new Int32Array(WINDOW + 1);
const DIST_BITS = new Uint8Array(WINDOW + 1);
for (let s = 0; s < 30; s++) {
  const top = s === 29 ? WINDOW : DIST_BASE[s + 1]! - 1;
  for (let d = DIST_BASE[s]!; d <= top; d++) {
    DIST_CODE[d] = reverse(s, 5) | ((d - DIST_BASE[s]!) << 5);
    DIST_BITS[d] = 5 + DIST_EXTRA[s]!;
  }
}

export class FastDeflate {
  /** History (up to 32 KiB) followed by the slice being compressed. */
  private readonly win = new Uint8Array(WINDOW + SLICE);
  /** Four bytes at a time, little-endian, at any offset: one read for the hash, the compare and the match. */
  private readonly words = new DataView(this.win.buffer);
  /** Output of one slice, worst case every byte a 9-bit literal. */
  private readonly scratch = new Uint8Array(Math.ceil(((WINDOW + SLICE) * 9) / 8) + 16);
  /** Per hash: the absolute input position last seen with it (+1; 0 = none). */
  private readonly head = new Int32Array(1 << HASH_BITS);
  /** Absolute input position of win[0]. */
  private base = 0;
  /** Bytes of history at the start of `win`, and bytes filled (history + pending input). */
  private histLen = 0;
  private filled = 0;
  private bitBuf = 0;
  private bitCount = 0;
  private started = false;

  constructor(private readonly onData: (chunk: Uint8Array<ArrayBuffer>) => void) {}

  /** Starts a new stream with the same buffers and tables (they weigh ~750 KB to allocate). */
  reset(): void {
    this.head.fill(0);
    this.base = 0;
    this.histLen = 0;
    this.filled = 0;
    this.bitBuf = 0;
    this.bitCount = 0;
    this.started = false;
  }

  /** Buffers input and compresses every full slice (small pushes cost no extra work). */
  push(input: Uint8Array): void {
    let at = 0;
    while (at < input.length) {
      const take = Math.min(input.length - at, WINDOW + SLICE - this.filled);
      this.win.set(input.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
      if (this.filled === WINDOW + SLICE) this.compress();
    }
  }

  /** Ends the stream (end-of-block, then an empty final block, padded to a byte) and returns its last bytes. */
  finish(): Uint8Array<ArrayBuffer> {
    if (this.filled > this.histLen) this.compress();
    const out = new Uint8Array(8);
    let o = this.startIfNeeded(out, 0);
    o = this.put(out, o, LIT_CODE[256]!, LIT_BITS[256]!);
    o = this.put(out, o, 0b011, 3); // BFINAL=1, BTYPE=01 (fixed)
    o = this.put(out, o, LIT_CODE[256]!, LIT_BITS[256]!);
    if (this.bitCount > 0) out[o++] = this.bitBuf & 0xff;
    this.bitBuf = 0;
    this.bitCount = 0;
    return out.subarray(0, o);
  }

  /**
   * Ends what was pushed without ending the stream: the block's end-of-block code, then an empty
   * stored block that pads to a byte (a "sync flush"), so another compressor's output may follow
   * byte for byte. Segments compressed apart and joined this way are one valid DEFLATE stream.
   */
  flushAligned(): Uint8Array<ArrayBuffer> {
    if (this.filled > this.histLen) this.compress();
    const out = new Uint8Array(16);
    let o = this.startIfNeeded(out, 0);
    o = this.put(out, o, LIT_CODE[256]!, LIT_BITS[256]!);
    o = this.put(out, o, 0b000, 3); // BFINAL=0, BTYPE=00 (stored)
    if (this.bitCount > 0) out[o++] = this.bitBuf & 0xff;
    this.bitBuf = 0;
    this.bitCount = 0;
    out.set([0x00, 0x00, 0xff, 0xff], o); // LEN 0, NLEN ~0
    return out.subarray(0, o + 4);
  }

  private startIfNeeded(out: Uint8Array, o: number): number {
    if (this.started) return o;
    this.started = true;
    return this.put(out, o, 0b010, 3); // BFINAL=0, BTYPE=01: one long fixed-Huffman block
  }

  private put(out: Uint8Array, o: number, bits: number, n: number): number {
    this.bitBuf |= bits << this.bitCount;
    this.bitCount += n;
    while (this.bitCount >= 8) {
      out[o++] = this.bitBuf & 0xff;
      this.bitBuf >>>= 8;
      this.bitCount -= 8;
    }
    return o;
  }

  /** Compresses the pending input, then keeps its last 32 KiB as history for the next slice. */
  private compress(): void {
    const win = this.win;
    const words = this.words;
    const start = this.histLen;
    const end = this.filled;
    // Worst case: every byte a 9-bit literal.
    const out = this.scratch;
    let o = this.startIfNeeded(out, 0);
    const head = this.head;
    const base = this.base;
    let bitBuf = this.bitBuf;
    let bitCount = this.bitCount;
    let i = start;
    const hashEnd = end - MIN_MATCH;
    while (i <= hashEnd) {
      const v = words.getInt32(i, true);
      const h = Math.imul(v, 0x9e3779b1) >>> (32 - HASH_BITS);
      const cand = head[h]! - 1 - base;
      head[h] = i + base + 1;
      const dist = i - cand;
      if (cand >= 0 && dist <= WINDOW && words.getInt32(cand, true) === v) {
        let len = MIN_MATCH;
        const max = Math.min(MAX_MATCH, end - i);
        while (
          len + 4 <= max &&
          words.getInt32(cand + len, true) === words.getInt32(i + len, true)
        ) {
          len += 4;
        }
        while (len < max && win[cand + len] === win[i + len]) len++;
        bitBuf |= LEN_CODE[len]! << bitCount;
        bitCount += LEN_BITS[len]!;
        while (bitCount >= 8) {
          out[o++] = bitBuf & 0xff;
          bitBuf >>>= 8;
          bitCount -= 8;
        }
        bitBuf |= DIST_CODE[dist]! << bitCount;
        bitCount += DIST_BITS[dist]!;
        while (bitCount >= 8) {
          out[o++] = bitBuf & 0xff;
          bitBuf >>>= 8;
          bitCount -= 8;
        }
        i += len;
        // One hash inserted near the end of the match keeps the next search fed cheaply.
        if (i <= hashEnd) {
          const p = i - 1;
          const w = words.getInt32(p, true);
          head[Math.imul(w, 0x9e3779b1) >>> (32 - HASH_BITS)] = p + base + 1;
        }
      } else {
        const lit = win[i]!;
        bitBuf |= LIT_CODE[lit]! << bitCount;
        bitCount += LIT_BITS[lit]!;
        while (bitCount >= 8) {
          out[o++] = bitBuf & 0xff;
          bitBuf >>>= 8;
          bitCount -= 8;
        }
        i++;
      }
    }
    for (; i < end; i++) {
      const lit = win[i]!;
      bitBuf |= LIT_CODE[lit]! << bitCount;
      bitCount += LIT_BITS[lit]!;
      while (bitCount >= 8) {
        out[o++] = bitBuf & 0xff;
        bitBuf >>>= 8;
        bitCount -= 8;
      }
    }
    this.bitBuf = bitBuf;
    this.bitCount = bitCount;
    // Keep the last 32 KiB as history so matches can reach back across slices.
    const keep = Math.min(WINDOW, end);
    win.copyWithin(0, end - keep, end);
    this.base += end - keep;
    this.histLen = keep;
    this.filled = keep;
    // A copy of the used part: handing on views of the scratch buffer would keep a whole
    // worst-case-sized buffer alive per slice (600 MB for a million rows).
    this.onData(out.slice(0, o));
  }
}

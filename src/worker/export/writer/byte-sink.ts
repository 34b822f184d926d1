/**
 * UTF-8 output written straight into a reused buffer, handed on whenever it fills. Building
 * each batch as one JavaScript string and encoding it cost more than the compression: the
 * concatenated strings survived long enough to be promoted, and every full garbage collection
 * then also walked the million rows being exported. Here the only garbage is the odd number
 * formatted with String().
 */
const CAPACITY = 1 << 20;

export class ByteSink {
  private buf = new Uint8Array(CAPACITY);
  private pos = 0;
  private readonly encoder = new TextEncoder();

  /** `onFull` must consume (copy, compress or checksum) the bytes before returning: the buffer is reused. */
  constructor(private readonly onFull: (bytes: Uint8Array) => void) {}

  /** Hands on what is buffered. */
  flush(): void {
    if (this.pos > 0) this.onFull(this.buf.subarray(0, this.pos));
    this.pos = 0;
  }

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    this.flush();
    if (n > this.buf.length) this.buf = new Uint8Array(n);
  }

  /** Text known to be ASCII (markup, formatted numbers, validated decimals). */
  ascii(s: string): void {
    const n = s.length;
    this.room(n);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) buf[p++] = s.charCodeAt(i);
    this.pos = p;
  }

  /** Any text, as UTF-8: a copy loop while it is ASCII, the encoder from the first other character. */
  text(s: string): void {
    const n = s.length;
    this.room(n * 3);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.pos = p + this.encoder.encodeInto(i === 0 ? s : s.slice(i), buf.subarray(p)).written;
        return;
      }
      buf[p++] = c;
    }
    this.pos = p;
  }

  /** A non-negative integer's decimal digits, without going through a string. */
  uint(value: number): void {
    if (value >= 1e15) {
      this.ascii(String(value));
      return;
    }
    this.room(16);
    const buf = this.buf;
    let digits = 1;
    for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
    let p = this.pos + digits;
    this.pos = p;
    let v = value;
    do {
      const q = Math.floor(v / 10);
      buf[--p] = 48 + v - q * 10;
      v = q;
    } while (v > 0);
  }

  /** Raw bytes (a BOM). */
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }
}

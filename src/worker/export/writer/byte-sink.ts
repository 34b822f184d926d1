/**
 * UTF-8 output written straight into a reused buffer, handed on whenever it fills. Building
 * each batch as one JavaScript string and encoding it cost more than the compression: the
 * concatenated strings survived long enough to be promoted, and every full garbage collection
 * then also walked the million rows being exported. Here the only garbage is the odd number
 * formatted with String().
 */
const CAPACITY = 1 << 20;
const CSV_SPECIAL = /[",\r\n]/;
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[&<>_\u0000-\u001F\uFFFE\uFFFF]/;

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

  /**
   * A csv field that needs neither quotes nor a formula guard, written in one pass: answers false
   * (having written nothing) when `s` holds a comma, quote, CR or LF, so the caller quotes it.
   */
  csvPlain(s: string): boolean {
    const n = s.length;
    this.room(n * 3);
    const buf = this.buf;
    const start = this.pos;
    let p = start;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 44 || c === 34 || c === 13 || c === 10) return false;
      if (c >= 0x80) {
        const rest = i === 0 ? s : s.slice(i);
        if (CSV_SPECIAL.test(rest)) return false;
        this.pos = p + this.encoder.encodeInto(rest, buf.subarray(p)).written;
        return true;
      }
      buf[p++] = c;
    }
    this.pos = p;
    return true;
  }

  /**
   * Spreadsheet text that needs no escaping, written in one pass: answers false (having written
   * nothing) when `s` holds markup, a control character, `_` (Excel's `_xHHHH_` escape) or a
   * non-character, so the caller escapes it (xml-escape.ts).
   */
  xmlPlain(s: string): boolean {
    const n = s.length;
    this.room(n * 3);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 32 || c === 38 || c === 60 || c === 62 || c === 95) return false;
      if (c >= 0x80) {
        const rest = i === 0 ? s : s.slice(i);
        if (XML_SPECIAL.test(rest)) return false;
        this.pos = p + this.encoder.encodeInto(rest, buf.subarray(p)).written;
        return true;
      }
      buf[p++] = c;
    }
    this.pos = p;
    return true;
  }

  /** Integer cents as a plain decimal with 0 or 2 decimals (rounded half up for 0), no string made. */
  cents(cents: number, decimals: number): void {
    this.room(24);
    let abs = cents < 0 ? -cents : cents;
    if (decimals === 0) abs = Math.floor((abs + 50) / 100) * 100;
    const units = Math.floor(abs / 100);
    if (cents < 0 && abs !== 0) this.buf[this.pos++] = 45;
    this.uint(units);
    if (decimals === 0) return;
    const rest = abs - units * 100;
    const buf = this.buf;
    buf[this.pos++] = 46;
    buf[this.pos++] = 48 + Math.floor(rest / 10);
    buf[this.pos++] = 48 + (rest % 10);
  }

  /**
   * ".0123456789" for a whole number 0 < f < 1e10 read as ten decimals, trailing zeros dropped
   * (a time of day as a fraction of the day), without making a string: a million datetimes
   * made as many strings before.
   */
  fraction10(f: number): void {
    this.room(11);
    let digits = 10;
    let v = f;
    while (v % 10 === 0) {
      v /= 10;
      digits--;
    }
    const buf = this.buf;
    buf[this.pos] = 46;
    let p = this.pos + digits;
    this.pos = p + 1;
    for (let i = 0; i < digits; i++) {
      const q = Math.floor(v / 10);
      buf[p--] = 48 + v - q * 10;
      v = q;
    }
  }

  /** Raw bytes (a BOM). */
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }
}

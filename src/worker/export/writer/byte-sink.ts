/**
 * UTF-8 output written straight into a reused buffer, handed on whenever it fills. Building
 * each batch as one JavaScript string and encoding it cost more than the compression: the
 * concatenated strings survived long enough to be promoted, and every full garbage collection
 * then also walked the million rows being exported. Text is encoded here by hand, character by
 * character: for the short strings of a cell, slicing off the non-ASCII rest and calling
 * TextEncoder.encodeInto cost more than the copy (and made garbage per cell).
 */
import type { Markup } from './markup';

const CAPACITY = 1 << 20;
const QUOTE = 34;
const APOSTROPHE = 39;

/** Whether a csv text field starting with this code unit is read as a formula (OWASP's list). */
const isFormulaStart = (c: number): boolean =>
  c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;

export class ByteSink {
  private buf = new Uint8Array(CAPACITY);
  /** The same bytes, for writing markup a word at a time at any offset. */
  private view = new DataView(this.buf.buffer);
  private pos = 0;

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
    if (n > this.buf.length) {
      this.buf = new Uint8Array(n);
      this.view = new DataView(this.buf.buffer);
    }
  }

  /** Constant markup, a word at a time (its padding lands past the end and is overwritten). */
  markup(m: Markup): void {
    const words = m.words;
    const n = words.length;
    this.room(n * 4);
    const view = this.view;
    const p = this.pos;
    for (let i = 0; i < n; i++) view.setUint32(p + i * 4, words[i] as number, true);
    this.pos = p + m.length;
  }

  /**
   * Writes the UTF-8 of the non-ASCII code unit `c` at `s[i]` from `this.pos`; answers the index
   * of the last code unit used (i + 1 for a surrogate pair). A lone surrogate becomes U+FFFD,
   * as TextEncoder writes it.
   */
  private nonAscii(s: string, i: number, c: number): number {
    const buf = this.buf;
    let p = this.pos;
    let at = i;
    if (c < 0x800) {
      buf[p++] = 0xc0 | (c >> 6);
      buf[p++] = 0x80 | (c & 63);
    } else {
      let cp = c;
      if (c >= 0xd800 && c <= 0xdfff) {
        const next = s.charCodeAt(i + 1);
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          at++;
        } else cp = 0xfffd;
      }
      if (cp >= 0x10000) {
        buf[p++] = 0xf0 | (cp >> 18);
        buf[p++] = 0x80 | ((cp >> 12) & 63);
      } else buf[p++] = 0xe0 | (cp >> 12);
      buf[p++] = 0x80 | ((cp >> 6) & 63);
      buf[p++] = 0x80 | (cp & 63);
    }
    this.pos = p;
    return at;
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

  /** One ASCII character (a separator). */
  byte(c: number): void {
    this.room(1);
    this.buf[this.pos++] = c;
  }

  /** Any text, as UTF-8. */
  text(s: string): void {
    const n = s.length;
    this.room(n * 3);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) buf[p++] = c;
      else {
        this.pos = p;
        i = this.nonAscii(s, i, c);
        p = this.pos;
      }
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
    if (value <= 0x7fffffff) {
      // Small integers in int32 arithmetic: division by 10 becomes a multiplication.
      let v = value | 0;
      let digits = 1;
      for (let t = 10; v >= t && digits < 10; t *= 10) digits++;
      let p = this.pos + digits;
      this.pos = p;
      do {
        const q = (v / 10) | 0;
        buf[--p] = 48 + v - q * 10;
        v = q;
      } while (v > 0);
      return;
    }
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
   * An amount string already in the form cents() would write for `decimals` (0 or 2):
   * `[-]digits` or `[-]digits.dd`, no leading zero, not a negative zero, at most 15 digits.
   * Copied as it is checked; answers its cents, or NaN having written nothing (the caller then
   * reads and reformats it).
   */
  amount(s: string, decimals: number): number {
    const n = s.length;
    this.room(n);
    const buf = this.buf;
    let p = this.pos;
    let i = 0;
    if (s.charCodeAt(0) === 45) {
      buf[p++] = 45;
      i = 1;
    }
    const end = decimals === 2 ? n - 3 : n;
    // Integer digits: at least one, no leading zero but a lone one.
    if (end - i < 1 || end - i > 15 - decimals) return Number.NaN;
    if (s.charCodeAt(i) === 48 && end - i > 1) return Number.NaN;
    let value = 0;
    for (; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) return Number.NaN;
      value = value * 10 + (c - 48);
      buf[p++] = c;
    }
    if (decimals === 2) {
      const tens = s.charCodeAt(end + 1) - 48;
      const ones = s.charCodeAt(end + 2) - 48;
      if (s.charCodeAt(end) !== 46 || !(tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9)) {
        return Number.NaN;
      }
      value = value * 100 + tens * 10 + ones;
      buf[p++] = 46;
      buf[p++] = 48 + tens;
      buf[p++] = 48 + ones;
    } else value *= 100;
    if (value === 0 && s.charCodeAt(0) === 45) return Number.NaN;
    this.pos = p;
    return s.charCodeAt(0) === 45 ? -value : value;
  }

  /**
   * A csv text field, whole (RFC 4180): a leading apostrophe when a spreadsheet would read it as
   * a formula; quoted, inner quotes doubled, when it holds a comma, quote, CR or LF. Written in
   * one pass: the opening quote is slid in front only when a character turns out to need it
   * (company names with "Co., Ltd." do).
   */
  csvText(s: string): void {
    const n = s.length;
    this.room(n * 3 + 3);
    const buf = this.buf;
    const start = this.pos;
    let p = start;
    let quoted = false;
    if (isFormulaStart(s.charCodeAt(0))) buf[p++] = APOSTROPHE;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.pos = p;
        i = this.nonAscii(s, i, c);
        p = this.pos;
        continue;
      }
      if (c <= 44 && (c === 44 || c === QUOTE || c === 13 || c === 10)) {
        if (!quoted) {
          buf.copyWithin(start + 1, start, p);
          buf[start] = QUOTE;
          p++;
          quoted = true;
        }
        if (c === QUOTE) buf[p++] = QUOTE;
      }
      buf[p++] = c;
    }
    if (quoted) buf[p++] = QUOTE;
    this.pos = p;
  }

  /**
   * Spreadsheet text written in one pass, `&`, `<` and `>` as entities: answers false (having
   * written nothing) when `s` holds a control character, `_x` (the start of Excel's `_xHHHH_`
   * escape) or a non-character, so the caller escapes it (xml-escape.ts). Remarks such as
   * "a&b" went through the regex escape and made two strings per cell before.
   */
  xmlPlain(s: string): boolean {
    const n = s.length;
    this.room(n * 5);
    const buf = this.buf;
    const start = this.pos;
    let p = start;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) {
        if (c <= 62 && (c < 32 || c === 38 || c === 60 || c === 62)) {
          if (c < 32) {
            this.pos = start;
            return false;
          }
          buf[p++] = 38;
          if (c === 38) {
            // "&amp;"
            buf[p++] = 97;
            buf[p++] = 109;
            buf[p++] = 112;
          } else {
            // "&lt;" or "&gt;"
            buf[p++] = c === 60 ? 108 : 103;
            buf[p++] = 116;
          }
          buf[p++] = 59;
          continue;
        }
        if (c === 95 && s.charCodeAt(i + 1) === 120) {
          this.pos = start;
          return false;
        }
        buf[p++] = c;
      } else if (c >= 0xfffe) {
        this.pos = start;
        return false;
      } else {
        this.pos = p;
        i = this.nonAscii(s, i, c);
        p = this.pos;
      }
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
   * A finite number as String() writes it, without making the string when it is a whole number
   * of hundredths below 10^13 (amounts, rates, counts): a million rates made as many strings.
   * Such a number's shortest round-trip form is its hundredths without trailing zeros.
   */
  number(n: number): void {
    if (n >= 0 && n < 1e15 && Number.isInteger(n)) return this.uint(n);
    const hundredths = Math.round(n * 100);
    if (hundredths / 100 !== n || n <= -1e13 || n >= 1e13) return this.ascii(String(n));
    this.room(24);
    let abs = hundredths;
    if (abs < 0) {
      this.buf[this.pos++] = 45;
      abs = -abs;
    }
    const units = Math.floor(abs / 100);
    this.uint(units);
    const rest = abs - units * 100;
    if (rest === 0) return;
    const buf = this.buf;
    buf[this.pos++] = 46;
    const tens = Math.floor(rest / 10);
    buf[this.pos++] = 48 + tens;
    if (rest !== tens * 10) buf[this.pos++] = 48 + rest - tens * 10;
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

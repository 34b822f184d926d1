/**
 * Decodes every string of an Arrow Utf8 buffer with one TextDecoder call, then slices the
 * result: a million TextDecoder calls would dominate cold load. Byte offsets equal string
 * offsets when the text is ASCII; otherwise one pass over the bytes maps them.
 */
const decoder = new TextDecoder();

export function decodeUtf8(
  bytes: Uint8Array,
  offsets: ArrayLike<number>,
  length: number,
  isValid: (i: number) => boolean,
  out: string[],
): void {
  const base = offsets[0] as number;
  const end = offsets[length] as number;
  const text = decoder.decode(bytes.subarray(base, end));
  const ascii = text.length === end - base;
  let unit = 0; // UTF-16 position reached by the byte walk below
  for (let i = 0; i < length; i++) {
    const from = offsets[i] as number;
    const to = offsets[i + 1] as number;
    if (ascii) {
      out.push(isValid(i) ? text.slice(from - base, to - base) : '');
      continue;
    }
    const start = unit;
    for (let byte = from; byte < to; byte++) {
      const b = bytes[byte] as number;
      if ((b & 0xc0) !== 0x80) unit += b >= 0xf0 ? 2 : 1; // 4-byte sequences are surrogate pairs
    }
    out.push(isValid(i) ? text.slice(start, unit) : '');
  }
}

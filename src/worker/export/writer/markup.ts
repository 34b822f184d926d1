/**
 * Constant ASCII markup, encoded once as 32-bit words (the last one padded) so a ByteSink
 * writes it four bytes per store. Copying `<c s="3"><v>` character by character took ~40 ns
 * here, as words ~4 ns; markup is about 80% of a sheet's XML (docs/exports.md).
 */
export interface Markup {
  /** Little-endian words of the text's bytes, zero-padded to a multiple of four. */
  readonly words: Uint32Array;
  /** Bytes that count (the padding is written, then overwritten by what follows). */
  readonly length: number;
}

export function markup(text: string): Markup {
  const words = new Uint32Array(Math.ceil(text.length / 4));
  const view = new DataView(words.buffer);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) throw new Error(`markup must be ASCII: ${text}`);
    view.setUint8(i, c);
  }
  // Read back little-endian, as ByteSink writes them, whatever the platform's byte order.
  for (let w = 0; w < words.length; w++) words[w] = view.getUint32(w * 4, true);
  return { words, length: text.length };
}

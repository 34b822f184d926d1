import { concatParts } from './concat-parts';
import { crc32 } from './crc32';
import { FastDeflate } from './fast-deflate';

/** One piece of a zip entry, compressed on its own. */
export interface DeflatedSegment {
  /** DEFLATE data that ends on a byte: a sync flush, or the stream's end when `last`. */
  data: Uint8Array<ArrayBuffer>;
  /** CRC-32 and length of the uncompressed bytes, combined into the entry's by the zip. */
  crc: number;
  size: number;
}

/** Compresses one segment of an entry (anywhere: the writer's thread or a helper worker). */
export type SegmentDeflater = (bytes: Uint8Array, last: boolean) => Promise<DeflatedSegment>;

/**
 * Compresses `bytes` with no history from earlier segments (what pigz does to use every core):
 * each segment is a fixed-Huffman block ended by a sync flush, the last one by the final block,
 * so the segments joined in order are the entry's DEFLATE stream. Matches cannot reach back
 * across a segment boundary, which costs a few bytes per segment.
 */
export function deflateSegment(bytes: Uint8Array, last: boolean): DeflatedSegment {
  const parts: Uint8Array[] = [];
  const deflate = new FastDeflate((chunk) => parts.push(chunk));
  deflate.push(bytes);
  parts.push(last ? deflate.finish() : deflate.flushAligned());
  return { data: concatParts(parts), crc: crc32(0, bytes), size: bytes.length };
}

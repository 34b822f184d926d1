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
  /** The segment's own bytes, handed back after a transfer so the writer fills them again. */
  spare?: Uint8Array<ArrayBuffer>;
}

/**
 * Compresses one segment of an entry (anywhere: the writer's thread or a helper worker). It may
 * read or transfer `bytes` until its promise settles; after that the writer reuses them.
 */
export type SegmentDeflater = (bytes: Uint8Array, last: boolean) => Promise<DeflatedSegment>;

/**
 * One compressor per thread, reset for each segment: a new one per segment allocated its
 * window, output buffer and hash table (~750 KB, zeroed and faulted in) for every 4 MiB.
 */
let segmentCompressor: FastDeflate | null = null;
let segmentOutput: Uint8Array[] = [];

/**
 * Compresses `bytes` with no history from earlier segments (what pigz does to use every core):
 * each segment is a fixed-Huffman block ended by a sync flush, the last one by the final block,
 * so the segments joined in order are the entry's DEFLATE stream. Matches cannot reach back
 * across a segment boundary, which costs a few bytes per segment.
 */
export function deflateSegment(bytes: Uint8Array, last: boolean): DeflatedSegment {
  const parts: Uint8Array[] = [];
  segmentOutput = parts;
  segmentCompressor ??= new FastDeflate((chunk) => segmentOutput.push(chunk));
  segmentCompressor.reset();
  segmentCompressor.push(bytes);
  parts.push(last ? segmentCompressor.finish() : segmentCompressor.flushAligned());
  return { data: concatParts(parts), crc: crc32(0, bytes), size: bytes.length };
}

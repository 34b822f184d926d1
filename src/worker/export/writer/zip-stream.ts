import { Zip, ZipDeflate } from 'fflate';
import type { ZipInputFile } from 'fflate';
import { crc32, crc32Combine } from './crc32';
import type { SegmentDeflater } from './deflate-segment';
import type { FileParts } from './file-parts';
import { FastDeflate } from './fast-deflate';

/** Uncompressed bytes per segment handed to a SegmentDeflater. */
export const SEGMENT_BYTES = 4 << 20;

/** Segment buffers kept for reuse: the one being filled, the helper's two, one on its way back. */
const SPARE_SEGMENTS = 4;

/**
 * Segment buffers, used again once their segment is compressed. A new 4 MiB buffer per segment
 * was 400 MB of fresh memory per million rows: faulted in page by page, and external memory
 * that made V8 run full garbage collections over the rows being exported (~0.5 s each).
 */
class SegmentBuffers {
  private readonly spares: Uint8Array<ArrayBuffer>[] = [];

  take(): Uint8Array<ArrayBuffer> {
    return this.spares.pop() ?? new Uint8Array(SEGMENT_BYTES);
  }

  /** A segment's bytes back, from this thread (still whole) or from a helper (`spare`). */
  giveBack(bytes: Uint8Array): void {
    const buffer = bytes.buffer;
    if (buffer instanceof ArrayBuffer && buffer.byteLength === SEGMENT_BYTES) {
      if (this.spares.length < SPARE_SEGMENTS) this.spares.push(new Uint8Array(buffer));
    }
  }
}

/** An entry being written: its bytes are deflated as they are pushed. */
export interface ZipEntryStream {
  push(bytes: Uint8Array): void;
  end(): void;
}

/** 'fast': our fixed-Huffman compressor (fast-deflate.ts); 1–9: fflate's deflate at that level. */
export type Compression = 'fast' | number;

/** A zip entry compressed by FastDeflate, handed to fflate's Zip like its own ZipDeflate. */
class FastZipEntry implements ZipInputFile {
  crc = 0;
  size = 0;
  readonly compression = 8;
  ondata?: ZipInputFile['ondata'];
  private readonly deflate = new FastDeflate((chunk) => this.ondata?.(null, chunk, false));

  constructor(readonly filename: string) {}

  push(bytes: Uint8Array, final: boolean): void {
    if (bytes.length > 0) {
      this.crc = crc32(this.crc, bytes);
      this.size += bytes.length;
      this.deflate.push(bytes);
    }
    if (final) {
      // The stream's last bytes carry `final`, so fflate writes the data descriptor after them.
      this.ondata?.(null, this.deflate.finish(), true);
    }
  }
}

/**
 * A zip entry whose bytes are cut into segments compressed elsewhere (another core), joined back
 * in order: the entry's CRC is the segments' combined. `settled` resolves when its last segment
 * has been handed to the zip.
 */
class SegmentedZipEntry implements ZipInputFile {
  crc = 0;
  size = 0;
  readonly compression = 8;
  ondata?: ZipInputFile['ondata'];
  private buffer: Uint8Array<ArrayBuffer>;
  private filled = 0;
  /** Segments delivered to the zip in order, whatever order they finish in. */
  settled: Promise<void> = Promise.resolve();

  constructor(
    readonly filename: string,
    private readonly deflater: SegmentDeflater,
    private readonly buffers: SegmentBuffers,
  ) {
    this.buffer = buffers.take();
  }

  private send(last: boolean): void {
    const segment = this.buffer.subarray(0, this.filled);
    const compressed = this.deflater(segment, last);
    // The segment may have been transferred away: it comes back (or is reused) once compressed.
    this.buffer = last ? new Uint8Array(0) : this.buffers.take();
    this.filled = 0;
    compressed.then(
      (part) => this.buffers.giveBack(part.spare ?? segment),
      () => undefined, // the failure reaches the caller through `settled`
    );
    this.settled = Promise.all([this.settled, compressed]).then(([, part]) => {
      this.crc = crc32Combine(this.crc, part.crc, part.size);
      this.size += part.size;
      this.ondata?.(null, part.data, last);
    });
  }

  push(bytes: Uint8Array, final: boolean): void {
    let at = 0;
    while (at < bytes.length) {
      const take = Math.min(bytes.length - at, SEGMENT_BYTES - this.filled);
      this.buffer.set(bytes.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
      if (this.filled === SEGMENT_BYTES) this.send(false);
    }
    if (final) this.send(true);
  }
}

/**
 * A zip archive built as it goes with fflate's streaming `Zip`: each entry is deflated chunk by
 * chunk (or segment by segment elsewhere) and the compressed chunks go to the file's parts.
 */
export class ZipStream {
  private done = false;
  private readonly zip: Zip;

  /** Entries still being compressed elsewhere. */
  private readonly pending: Promise<void>[] = [];
  private readonly buffers = new SegmentBuffers();

  /** `segments`: opened entries are compressed in segments by it (another core); small ones here. */
  constructor(
    parts: FileParts,
    private readonly compression: Compression,
    private readonly segments?: SegmentDeflater,
  ) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) throw error;
      parts.keep(chunk);
      if (final) this.done = true;
    });
  }

  private entry(name: string): { push(bytes: Uint8Array, final: boolean): void } {
    if (this.compression === 'fast') {
      const entry = new FastZipEntry(name);
      this.zip.add(entry);
      return entry;
    }
    const entry = new ZipDeflate(name, { level: this.compression as 1 });
    this.zip.add(entry);
    return { push: (bytes, final) => entry.push(bytes, final) };
  }

  /** Starts an entry; entries are written one after the other (the caller ends one before the next). */
  open(name: string): ZipEntryStream {
    if (this.segments) {
      const segmented = new SegmentedZipEntry(name, this.segments, this.buffers);
      this.zip.add(segmented);
      return {
        push: (bytes) => segmented.push(bytes, false),
        end: () => {
          segmented.push(new Uint8Array(0), true);
          this.pending.push(segmented.settled);
        },
      };
    }
    const entry = this.entry(name);
    return {
      push: (bytes) => entry.push(bytes, false),
      end: () => entry.push(new Uint8Array(0), true),
    };
  }

  /** A small entry written at once. */
  add(name: string, bytes: Uint8Array): void {
    this.entry(name).push(bytes, true);
  }

  /** Waits for the entries compressed elsewhere, then finishes the archive. */
  async endAsync(): Promise<void> {
    await Promise.all(this.pending);
    this.end();
  }

  /** Writes the central directory: the archive is whole in the parts after. */
  end(): void {
    this.zip.end();
    if (!this.done) throw new Error('zip did not finish: an entry was left open');
  }
}

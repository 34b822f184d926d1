import { concatParts } from './concat-parts';

/** Where a writer keeps its file's finished bytes, in order, as they come. */
export interface FileParts {
  /** Keeps `bytes`; the caller may reuse their buffer once this returns. */
  keep(bytes: Uint8Array): void;
}

/** Copies in memory: for tests and whoever needs the bytes whole. */
export class BytesParts implements FileParts {
  private readonly list: Uint8Array[] = [];

  keep(bytes: Uint8Array): void {
    this.list.push(bytes.slice());
  }

  bytes(): Uint8Array<ArrayBuffer> {
    return concatParts(this.list);
  }
}

/** Bytes per Blob: small chunks (zip headers, compressed slices) are gathered to about this. */
const BLOB_BYTES = 1 << 20;

/**
 * Blobs, out of the JavaScript heap. Kept as buffers, a 170 MB csv was external memory that V8
 * answered with full garbage collections, each walking the million rows being exported (two of
 * ~450 ms per file); Blobs are not counted, and the browser may keep big ones on disk. Blobs of
 * about a megabyte: bigger ones (4 and 16 MiB measured) made the csv's time vary twice as much
 * from run to run, their memory being mapped afresh each time.
 */
export class BlobParts implements FileParts {
  private readonly blobs: Blob[] = [];
  private readonly staging = new Uint8Array(BLOB_BYTES);
  private staged = 0;
  size = 0;

  keep(bytes: Uint8Array): void {
    this.size += bytes.length;
    // A writer's full buffer (about BLOB_BYTES) becomes a Blob at once: staged, it was copied twice.
    const whole = bytes.length >= BLOB_BYTES / 2;
    if (whole || this.staged + bytes.length > BLOB_BYTES) this.seal();
    if (whole) this.blobs.push(new Blob([bytes as Uint8Array<ArrayBuffer>]));
    else {
      this.staging.set(bytes, this.staged);
      this.staged += bytes.length;
    }
  }

  private seal(): void {
    if (this.staged > 0) this.blobs.push(new Blob([this.staging.subarray(0, this.staged)]));
    this.staged = 0;
  }

  /** The whole file (its parts are referenced, not copied again). */
  blob(type: string): Blob {
    this.seal();
    return new Blob(this.blobs, { type });
  }
}

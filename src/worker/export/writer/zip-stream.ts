import { Zip, ZipDeflate } from 'fflate';

/** An entry being written: its bytes are deflated as they are pushed. */
export interface ZipEntryStream {
  push(bytes: Uint8Array): void;
  end(): void;
}

/**
 * A zip archive built as it goes with fflate's streaming `Zip`: each entry is deflated chunk by
 * chunk and the compressed chunks are kept (compressed output is about a tenth of the sheet
 * XML), then copied once into the finished file.
 */
export class ZipStream {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;
  private done = false;
  private readonly zip: Zip;

  constructor(private readonly level: number) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) throw error;
      this.chunks.push(chunk);
      this.size += chunk.length;
      if (final) this.done = true;
    });
  }

  /** Starts an entry; entries are written one after the other (the caller ends one before the next). */
  open(name: string): ZipEntryStream {
    const entry = new ZipDeflate(name, { level: this.level as 1 });
    this.zip.add(entry);
    return {
      push: (bytes) => entry.push(bytes, false),
      end: () => entry.push(new Uint8Array(0), true),
    };
  }

  /** A small entry written at once. */
  add(name: string, bytes: Uint8Array): void {
    const entry = new ZipDeflate(name, { level: this.level as 1 });
    this.zip.add(entry);
    entry.push(bytes, true);
  }

  /** Writes the central directory and returns the archive in one buffer. */
  finish(): Uint8Array {
    this.zip.end();
    if (!this.done) throw new Error('zip did not finish: an entry was left open');
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    this.chunks.length = 0;
    return out;
  }
}

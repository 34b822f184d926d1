import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipSource {
  name: string;
  open: () => Promise<Readable | null>;
}

/**
 * Streams files as one ZIP (fflate, stored entries: documents are mostly compressed already and
 * the two cores have better things to do). Pulled: the next chunk of a file is read only when
 * the answer has taken what was zipped so far, so memory holds a chunk or two whatever the batch
 * holds. A file that cannot be opened any more ends the stream with an error (the download fails
 * rather than a ZIP silently missing an entry).
 */
export function zipStream(sources: readonly ZipSource[], mtime: Date): Readable {
  async function* generate(): AsyncGenerator<Uint8Array> {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else out.push(chunk);
    });
    const drain = function* () {
      if (failure) throw failure;
      while (out.length > 0) yield out.shift() as Uint8Array;
    };
    for (const source of sources) {
      const stream = await source.open();
      if (!stream) throw new Error(`zip: ${source.name} is gone`);
      const entry = new ZipPassThrough(source.name);
      entry.mtime = mtime;
      zip.add(entry);
      for await (const chunk of stream as AsyncIterable<Uint8Array>) {
        entry.push(chunk);
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(generate(), { objectMode: false });
}

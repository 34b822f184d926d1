import { randomFillSync } from 'node:crypto';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { Zip, ZipPassThrough } from 'fflate';

const CHUNK = 1024 * 1024;

/**
 * Writes a real ZIP of about `bytes` bytes: one entry of random bytes, stored (random data does
 * not compress, and a stored entry keeps the file the size asked for). Written chunk by chunk, so
 * the bench never holds the file in memory. Answers the file's size.
 */
export function makeRandomZip(path: string, bytes: number): number {
  const fd = openSync(path, 'w');
  try {
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      writeSync(fd, chunk);
    });
    const entry = new ZipPassThrough('random.bin');
    zip.add(entry);
    // Local header, data descriptor and central directory: well under 1 KiB for one entry.
    const content = bytes - 1024;
    const buffer = new Uint8Array(CHUNK);
    for (let written = 0; written < content; written += CHUNK) {
      const size = Math.min(CHUNK, content - written);
      randomFillSync(buffer, 0, size);
      entry.push(buffer.subarray(0, size), written + size >= content);
    }
    zip.end();
  } finally {
    closeSync(fd);
  }
  return statSync(path).size;
}

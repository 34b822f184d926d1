import { describe, expect, it } from 'vitest';
import { BlobParts, BytesParts } from '../../../src/worker/export/writer/file-parts';

const MiB = 1 << 20;
function filled(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

describe('a file kept as Blobs as it is written', () => {
  it('keeps the bytes in order whatever the sizes handed to it, the buffer reused meanwhile', async () => {
    const sizes = [3, MiB - 7, 100, MiB / 2, 1, 2 * MiB + 5, MiB / 2 - 1, 40, MiB, 9];
    const blob = new BlobParts();
    const bytes = new BytesParts();
    const reused = new Uint8Array(3 * MiB);
    sizes.forEach((size, k) => {
      const chunk = filled(size, k);
      bytes.keep(chunk);
      reused.set(chunk);
      blob.keep(reused.subarray(0, size));
      reused.fill(0);
    });
    const file = blob.blob('text/csv');
    expect(file.type).toBe('text/csv');
    expect(blob.size).toBe(file.size);
    const got = new Uint8Array(await file.arrayBuffer());
    const want = bytes.bytes();
    expect(got.length).toBe(want.length);
    // Compared as a Buffer: an element-wise toEqual over megabytes takes seconds.
    expect(Buffer.from(got).equals(Buffer.from(want))).toBe(true);
  });
});

import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../src/worker/export/writer/crc32';

/** Deterministic bytes, so a failure names the same case every run. */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    out[i] = s >>> 16;
  }
  return out;
}

describe('crc32', () => {
  it('agrees with zlib at every alignment and length, words or bytes', () => {
    const buffer = bytes(4096 + 64, 11);
    const wrong: string[] = [];
    for (let offset = 0; offset < 8; offset++) {
      for (const length of [0, 1, 3, 4, 7, 8, 9, 15, 16, 17, 31, 64, 1000, 4096]) {
        const view = buffer.subarray(offset, offset + length);
        if (crc32(0, view) !== zlibCrc32(view)) wrong.push(`${offset}+${length}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('continues over pieces as over the whole', () => {
    const whole = bytes(10_000, 5);
    let crc = 0;
    for (let at = 0; at < whole.length; at += 333) crc = crc32(crc, whole.subarray(at, at + 333));
    expect(crc).toBe(zlibCrc32(whole));
  });
});

import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FastDeflate } from '../../../src/worker/export/writer/fast-deflate';
import { concatParts } from '../../../src/worker/export/writer/concat-parts';

function deflate(input: Uint8Array, chunk: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const d = new FastDeflate((c) => parts.push(c));
  for (let at = 0; at < input.length; at += chunk) d.push(input.subarray(at, at + chunk));
  parts.push(d.finish());
  return concatParts(parts);
}

/** xorshift: bytes no match can be found in. */
function noise(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 2463534242;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe('the fast DEFLATE compressor', () => {
  const cases: [string, Uint8Array][] = [
    ['empty', new Uint8Array(0)],
    ['shorter than a match', new TextEncoder().encode('abc')],
    ['noise (all literals)', noise(300_000)],
    // Runs longer than the longest match, ending one to three bytes past a four-byte step.
    ...[1, 2, 3].map((tail): [string, Uint8Array] => [
      `a run of ${1_000 + tail} bytes`,
      new Uint8Array(1_000 + tail).fill(0x3c),
    ]),
    [
      'repeated rows across the 256 KiB slices',
      new TextEncoder().encode(
        Array.from(
          { length: 40_000 },
          (_, i) => `<row r="${i}"><c><v>${i % 977}</v></c></row>`,
        ).join(''),
      ),
    ],
    [
      'noise repeated within the window',
      (() => {
        const block = noise(20_000);
        const out = new Uint8Array(700_000);
        for (let at = 0; at < out.length; at += block.length)
          out.set(block.subarray(0, out.length - at), at);
        return out;
      })(),
    ],
  ];
  it.each(cases)('inflates back to its input: %s', (_, input) => {
    for (const chunk of [7_919, 1 << 20]) {
      const packed = deflate(input, chunk);
      expect(Buffer.from(inflateSync(packed)).equals(Buffer.from(input))).toBe(true);
    }
  });

  it('finds the repeats: a block repeated within the window costs little more than once', () => {
    const input = cases.find(([name]) => name === 'noise repeated within the window')?.[1];
    if (!input) throw new Error('case missing');
    expect(deflate(input, 1 << 20).length).toBeLessThan(input.length / 10);
  });

  it('starts afresh after reset: the same bytes as a new compressor, whatever came before', () => {
    const parts: Uint8Array[] = [];
    const reused = new FastDeflate((c) => parts.push(c));
    for (const [, input] of cases) {
      parts.length = 0;
      reused.reset();
      reused.push(input);
      parts.push(reused.finish());
      expect(Buffer.from(concatParts(parts)).equals(Buffer.from(deflate(input, 1 << 20)))).toBe(
        true,
      );
    }
  });
});

import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Combine } from '../../../src/worker/export/writer/crc32';
import { deflateSegment } from '../../../src/worker/export/writer/deflate-segment';

const sheetLike = (rows: number) =>
  new TextEncoder().encode(
    Array.from(
      { length: rows },
      (_, i) =>
        `<row r="${i + 2}"><c t="inlineStr"><is><t>INV-${i * 7919}</t></is></c><c><v>${i * 3.25}</v></c></row>`,
    ).join(''),
  );

function joined(bytes: Uint8Array, segment: number) {
  const parts = [];
  for (let at = 0; at < bytes.length || at === 0; at += segment) {
    const piece = bytes.subarray(at, Math.min(bytes.length, at + segment));
    parts.push(deflateSegment(piece, at + segment >= bytes.length));
    if (at + segment >= bytes.length) break;
  }
  return parts;
}

describe('segments compressed apart (parallel deflate)', () => {
  it('join into one DEFLATE stream that inflates to the input', () => {
    const input = sheetLike(20_000);
    for (const segment of [4_096, 65_536, 300_000, input.length]) {
      const parts = joined(input, segment);
      const stream = new Uint8Array(parts.reduce((n, p) => n + p.data.length, 0));
      let at = 0;
      for (const p of parts) {
        stream.set(p.data, at);
        at += p.data.length;
      }
      expect(Buffer.from(inflateSync(stream)).equals(Buffer.from(input))).toBe(true);
    }
  });

  it('an empty last segment still ends the stream', () => {
    const first = deflateSegment(new TextEncoder().encode('abcabcabc'), false);
    const last = deflateSegment(new Uint8Array(0), true);
    const stream = new Uint8Array([...first.data, ...last.data]);
    expect(new TextDecoder().decode(inflateSync(stream))).toBe('abcabcabc');
  });

  it('combines the segments’ CRC-32s into the whole one', () => {
    const input = sheetLike(5_000);
    const parts = joined(input, 77_777);
    const combined = parts.reduce((crc, p) => crc32Combine(crc, p.crc, p.size), 0);
    expect(combined).toBe(crc32(0, input));
    expect(crc32Combine(crc32(0, input), 0, 0)).toBe(crc32(0, input));
  });
});

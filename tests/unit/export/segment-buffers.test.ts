import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  deflateSegment,
  type SegmentDeflater,
} from '../../../src/worker/export/writer/deflate-segment';
import { BytesParts } from '../../../src/worker/export/writer/file-parts';
import { SEGMENT_BYTES, ZipStream } from '../../../src/worker/export/writer/zip-stream';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('segment buffers', () => {
  it('are filled again once compressed, handed back by a helper or kept here', async () => {
    const known = new Set<ArrayBufferLike>();
    let fresh = 0;
    let calls = 0;
    const deflater: SegmentDeflater = async (bytes, last) => {
      if (!known.has(bytes.buffer)) fresh++;
      known.add(bytes.buffer);
      if (calls++ % 2 === 1) return deflateSegment(bytes, last);
      // As the helper worker does: transferred away, handed back with the result.
      const moved = structuredClone(bytes, { transfer: [bytes.buffer] });
      await tick();
      const spare = new Uint8Array(moved.buffer as ArrayBuffer);
      known.add(spare.buffer);
      return { ...deflateSegment(moved, last), spare };
    };
    const input = new Uint8Array(12 * SEGMENT_BYTES + 1234);
    for (let i = 0; i < input.length; i++) input[i] = (i % 251) ^ ((i >> 16) & 0x0f);
    const parts = new BytesParts();
    const zip = new ZipStream(parts, 'fast', deflater);
    const entry = zip.open('sheet.xml');
    for (let at = 0; at < input.length; at += 1 << 20) {
      entry.push(input.subarray(at, at + (1 << 20)));
      await tick();
    }
    entry.end();
    await zip.endAsync();

    expect(calls).toBe(13);
    // A new buffer for each segment would be 13 of them.
    expect(fresh).toBeLessThanOrEqual(4);
    const back = unzipSync(parts.bytes())['sheet.xml'];
    expect(back && Buffer.from(back).equals(Buffer.from(input))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  deflateSegment,
  type DeflatedSegment,
} from '../../../src/worker/export/writer/deflate-segment';
import { HELPER_SEGMENTS, shareSegments } from '../../../src/worker/export/writer/share-segments';

const segment = (n: number) => new TextEncoder().encode(`<row r="${n}"><c><v>${n}</v></c></row>`);

describe('segments shared between a helper and the writer', () => {
  it('gives the helper at most its limit at once and compresses the others in line', async () => {
    const answers: (() => void)[] = [];
    let helperCalls = 0;
    const helper = (bytes: Uint8Array, last: boolean) => {
      helperCalls++;
      const copy = bytes.slice();
      return new Promise<DeflatedSegment>((resolve) => {
        answers.push(() => resolve(deflateSegment(copy, last)));
      });
    };
    const share = shareSegments(helper);
    const pending = [1, 2, 3, 4].map((n) => share(segment(n), false));
    expect(helperCalls).toBe(HELPER_SEGMENTS);

    // Once the helper answers one, it gets the next.
    answers.shift()?.();
    await pending[0];
    const fifth = share(segment(5), true);
    expect(helperCalls).toBe(HELPER_SEGMENTS + 1);
    for (const answer of answers) answer();

    const results = await Promise.all([...pending, fifth]);
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => deflateSegment(segment(n), n === 5)));
  });

  it('frees the helper’s place when it fails, and passes the failure on', async () => {
    let helperCalls = 0;
    const share = shareSegments(() => {
      helperCalls++;
      return Promise.reject(new Error('helper gone'));
    }, 1);
    await expect(share(segment(1), false)).rejects.toThrow('helper gone');
    await expect(share(segment(2), false)).rejects.toThrow('helper gone');
    expect(helperCalls).toBe(2);
  });
});

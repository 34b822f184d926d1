import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRequest } from '../../../server/handlers/receivables/sync-snapshot/snapshot-pages';
import { snapshotRecorder } from '../../../server/handlers/receivables/sync-snapshot/snapshot-recorder';
import { openSnapshotStore } from '../../../server/handlers/receivables/sync-snapshot/snapshot-store';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

const request = (sinceSeq: number): PageRequest => ({
  companyId: 'C001',
  table: 'receivables',
  state: () => Promise.resolve({ version: 'v1', stateSeq: 30 }),
  body: { sinceSeq, limit: 50_000, countRemaining: sinceSeq === 0 },
});
const answer = { rows: 1, plainLength: 3, headLength: 1 };

/**
 * The worker asks for a first sync's next page as soon as the page it reads names it
 * (src/worker/receivables/pull-changes.ts), so page n + 1 reaches the server while page n is
 * still being sent and recorded: it must still be recorded, after page n.
 */
describe('a first sync recorded while the client asks one page ahead', () => {
  it('records the page asked ahead once the page before it ended, and commits the snapshot', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'snapshot-ahead-'));
    folders.push(folder);
    const store = openSnapshotStore(folder);
    const recorder = snapshotRecorder(store, (error) => {
      throw error;
    });
    const first = await recorder.pageOf(request(0));
    expect(first).toBeDefined();
    await first?.append(new Uint8Array([1, 2]));
    // Page 2 is asked for while page 1 is still being sent.
    let second: Awaited<ReturnType<typeof recorder.pageOf>> | 'pending' = 'pending';
    void recorder.pageOf(request(10)).then((page) => (second = page));
    await turn();
    await turn();
    expect(second).toBe('pending');
    await first?.append(new Uint8Array([3]));
    await first?.end({ nextSeq: 10, done: false, deleted: [] }, answer, () => Promise.resolve(30));
    for (let i = 0; i < 10 && second === 'pending'; i++) await turn();
    expect(second).not.toBe('pending');
    const page2 = second as unknown as NonNullable<Awaited<ReturnType<typeof recorder.pageOf>>>;
    expect(page2).toBeDefined();
    await page2.append(new Uint8Array([4, 5, 6]));
    await page2.end({ nextSeq: 30, done: true, deleted: [] }, answer, () => Promise.resolve(30));
    const index = await store.read('C001', 'receivables');
    expect(index?.pages.map((p) => [p.sinceSeq, p.nextSeq, p.offset, p.length])).toEqual([
      [0, 10, 0, 3],
      [10, 30, 3, 3],
    ]);
  });
});

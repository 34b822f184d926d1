import { describe, expect, it } from 'vitest';
import { syncTable as syncTableEndpoint } from '../../../src/api/endpoints/receivables/sync-table';
import type { BinaryAnswer } from '../../../src/api/http/binary-answer';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { createChangeSet, type ChangeSet } from '../../../src/worker/receivables/change-set';
import { pullChanges } from '../../../src/worker/receivables/pull-changes';
import { readArrowPage } from '../../../src/worker/receivables/sync-arrow-page';
import { TABLE_LAYOUTS } from '../../../src/worker/receivables/table-layouts';
import { arrowBytes, receivablesPage, type JsonPage } from './sync-arrow-answer';

const layout = TABLE_LAYOUTS.receivables;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const plan = (set: ChangeSet, rows: number) => applyChanges(layout, [], set, rows);
const bytesOf = (p: ReturnType<typeof applyChanges>) =>
  p.put.map((c) => [c.chunkNo, c.minKey, c.maxKey, c.rowCount, [...c.bytes]]);

/** The pages into one change set, JSON or Arrow, encoding ahead at the start of each page (as the pull does) when `ahead` is given. */
async function pulled(pages: JsonPage[], format: 'json' | 'arrow', ahead?: number) {
  const set = createChangeSet(layout);
  for (const page of pages) {
    if (ahead) set.encodeAhead(ahead);
    if (format === 'json') set.addPage(page);
    else
      await readArrowPage(new Response(await arrowBytes('receivables', page, 3)), set.arrowPage());
  }
  return set;
}

describe('a first sync encodes its chunks while it pulls', () => {
  it('encodes each full chunk at the next page and writes exactly the chunks it would write after the last', async () => {
    const pages = [
      receivablesPage(range(1, 5)),
      receivablesPage(range(6, 10)),
      receivablesPage(range(11, 13)),
    ];
    for (const format of ['json', 'arrow'] as const) {
      const set = await pulled(pages, format, 4);
      const early = set.encodedAhead(4);
      // Rows 1–5 were in at page 2 (one chunk), rows 1–10 at page 3 (two).
      expect(early.map((c) => [c.minKey, c.maxKey, c.rowCount])).toEqual([
        [1, 4, 4],
        [5, 8, 4],
      ]);
      const written = plan(set, 4);
      // The chunks encoded ahead are the ones written, not encoded again…
      expect(written.put[0]?.bytes).toBe(early[0]?.bytes);
      expect(written.put[1]?.bytes).toBe(early[1]?.bytes);
      // …and the same bytes as a sync that encodes everything after its last page.
      expect(bytesOf(written)).toEqual(bytesOf(plan(await pulled(pages, format), 4)));
      expect(written.chunks.map((c) => [c.chunkNo, c.minKey, c.maxKey])).toEqual([
        [0, 1, 4],
        [1, 5, 8],
        [2, 9, 12],
        [3, 13, 13],
      ]);
    }
  });

  it.each([
    [
      'a later page brings a smaller key',
      () => [receivablesPage(range(3, 10)), receivablesPage([1, 2, 11])],
    ],
    ['a key changes twice', () => [receivablesPage(range(1, 8)), receivablesPage([4, 9, 10])]],
    ['a row is deleted', () => [receivablesPage(range(1, 8)), receivablesPage([9, 10], [2])]],
  ])('drops what it encoded ahead when %s', async (_, pages: () => JsonPage[]) => {
    const given = pages();
    for (const format of ['json', 'arrow'] as const) {
      const set = await pulled(given, format, 4);
      expect(set.encodedAhead(4)).toEqual([]);
      expect(bytesOf(plan(set, 4))).toEqual(bytesOf(plan(await pulled(given, format), 4)));
    }
  });

  it.each([
    // Rows deleted on the server since: their tombstones come after every row, keys never sent.
    [
      'tombstones of rows never sent',
      () => [receivablesPage(range(1, 8)), receivablesPage([9, 10], [40, 3.5])],
    ],
    // Deleted, then inserted again with a greater key than any so far.
    [
      'a tombstone before its key comes back',
      () => [receivablesPage(range(1, 5), [7]), receivablesPage([6, 7, 8])],
    ],
  ])('keeps what it encoded ahead through %s', async (_, pages: () => JsonPage[]) => {
    const given = pages();
    for (const format of ['json', 'arrow'] as const) {
      const set = await pulled(given, format, 4);
      expect(set.encodedAhead(4).length).toBeGreaterThan(0);
      const written = plan(set, 4);
      expect(written.put[0]?.bytes).toBe(set.encodedAhead(4)[0]?.bytes);
      expect(bytesOf(written)).toEqual(bytesOf(plan(await pulled(given, format), 4)));
    }
  });

  it('uses nothing encoded for another chunk size', async () => {
    const set = await pulled([receivablesPage(range(1, 8)), receivablesPage([9])], 'arrow', 4);
    expect(set.encodedAhead(4)).toHaveLength(2);
    expect(set.encodedAhead(5)).toEqual([]);
    expect(plan(set, 5).chunks.map((c) => c.rowCount)).toEqual([5, 4]);
  });

  it('is what pullChanges does on a pull from 0, and only then', async () => {
    // Pages of 5 rows from a server of Arrow answers, chunks of 4.
    const page = receivablesPage(range(1, 11));
    const cut = (from: number, to: number) => ({ ...page, rows: page.rows.slice(from, to) });
    const answers = [
      await arrowBytes('receivables', cut(0, 5), 2, { nextSeq: 1, done: false, remaining: 11 }),
      await arrowBytes('receivables', cut(5, 10), 2, { nextSeq: 2, done: false }),
      await arrowBytes('receivables', cut(10, 11), 2, { nextSeq: 3, done: true }),
    ];
    const pull = async (sinceSeq: number) => {
      let next = 0;
      const call = (async (
        endpoint: unknown,
        _input: unknown,
        options: { binary: BinaryAnswer },
      ) => {
        expect(endpoint).toBe(syncTableEndpoint);
        return options.binary.read(
          new Response(answers[next++] ?? null, {
            headers: { 'content-type': 'application/vnd.apache.arrow.stream' },
          }),
        );
      }) as unknown as Parameters<typeof pullChanges>[0];
      return pullChanges(call, layout, {
        sinceSeq,
        knownVersion: 'v1',
        signal: new AbortController().signal,
        onProgress: () => undefined,
        pageLimit: 5,
        chunkRows: 4,
      });
    };
    const fresh = await pull(0);
    expect(fresh.changes.encodedAhead(4).map((c) => c.maxKey)).toEqual([4, 8]);
    // An incremental pull patches existing chunks: nothing is encoded ahead.
    const later = await pull(1);
    expect(later.changes.encodedAhead(4)).toEqual([]);
    expect(bytesOf(plan(fresh.changes, 4))).toEqual(bytesOf(plan(later.changes, 4)));
  });
});

import { describe, expect, it } from 'vitest';
import { SYNC_COLUMNS } from '../../../src/api/endpoints/receivables/sync-table';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { createChangeSet, type ChangeSet } from '../../../src/worker/receivables/change-set';
import { decodeRows } from '../../../src/worker/receivables/chunk-codec';
import { readArrowPage } from '../../../src/worker/receivables/sync-arrow-page';
import { TABLE_LAYOUTS, type CachedTable } from '../../../src/worker/receivables/table-layouts';
import { scaledIntegers } from '../../../server/handlers/receivables/sync-arrow-batch';
import { receivable } from './fake-sync-server';
import {
  arrowBytes,
  nextSeq,
  receivablesPage,
  type Cell,
  type JsonPage,
} from './sync-arrow-answer';

const viaJson = (table: CachedTable, page: JsonPage) => {
  const set = createChangeSet(TABLE_LAYOUTS[table]);
  set.addPage(page);
  return set;
};

async function viaArrow(table: CachedTable, page: JsonPage, size: number) {
  const bytes = await arrowBytes(table, page, size);
  const set = createChangeSet(TABLE_LAYOUTS[table]);
  const seen: number[] = [];
  const head = await readArrowPage(new Response(bytes), set.arrowPage(), {
    onRows: (rows) => seen.push(rows),
  });
  return { set, head, seen };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every row of every chunk a first sync would write, as values. */
function stored(
  table: CachedTable,
  set: ChangeSet,
  existing = applyChanges(TABLE_LAYOUTS[table], [], set, 7),
) {
  return existing.chunks.map((chunk) => {
    const rows = decodeRows(TABLE_LAYOUTS[table], chunk.bytes);
    return Array.from({ length: rows.length }, (_, i) =>
      TABLE_LAYOUTS[table].columns.map((_, k) => rows.value(k, i)),
    );
  });
}

/** The chunks' Arrow IPC bytes: the same bytes are what a reader of the store cannot tell apart. */
const bytesOf = (plan: ReturnType<typeof applyChanges>) =>
  plan.put.map((c) => [c.chunkNo, c.minKey, c.maxKey, c.rowCount, [...c.bytes]]);

describe('a sync answer in Arrow becomes the same change set and chunks as its JSON', () => {
  it('first sync: batches of another size, replaced dictionaries, money, dates and flags', async () => {
    const page = receivablesPage([5, 3, 9, 1, 2, 8, 7, 4, 6, 10, 11, 12, 13]);
    const json = viaJson('receivables', page);
    const { set, head, seen } = await viaArrow('receivables', page, 4);
    expect(seen).toEqual([4, 8, 12, 13]);
    expect(head).toMatchObject({ table: 'receivables', version: 'v1', nextSeq: 99, done: true });
    expect([...set.latest]).toEqual([...json.latest]);
    expect(stored('receivables', set)).toEqual(stored('receivables', json));
    const plan = (s: ChangeSet, rows: number) =>
      applyChanges(TABLE_LAYOUTS.receivables, [], s, rows);
    // Byte for byte, in chunks of a run of rows (13: one chunk) and of gathered rows (4).
    expect(bytesOf(plan(set, 13))).toEqual(bytesOf(plan(json, 13)));
    expect(bytesOf(plan(set, 4))).toEqual(bytesOf(plan(json, 4)));
    expect(stored('receivables', set)[0]?.[0]).toEqual([
      1,
      'INV00000001',
      'B00002',
      'CNY',
      '2025-02-11',
      '2025-11-02',
      1007.01,
      503.5,
      'OPEN',
      'false',
    ]);
  });

  it('incremental: upserts and tombstones merged by seq patch the chunks alike', async () => {
    const base = viaJson('receivables', receivablesPage(range(1, 20)));
    const existing = applyChanges(TABLE_LAYOUTS.receivables, [], base, 7).chunks;
    // 3 is deleted, then 3 comes back later in the same page; 15 is deleted for good.
    const page = receivablesPage([4, 21], [3, 15]);
    page.rows.push(
      SYNC_COLUMNS.receivables.map((c) =>
        c === 'seq' ? nextSeq() : ((receivable(3, { outstanding: '1.00' })[c] as Cell) ?? null),
      ),
    );
    const json = viaJson('receivables', page);
    const { set } = await viaArrow('receivables', page, 2);
    expect([...set.latest]).toEqual([...json.latest]);
    const patch = (s: ChangeSet) => applyChanges(TABLE_LAYOUTS.receivables, existing, s, 7);
    expect(stored('receivables', set, patch(set))).toEqual(
      stored('receivables', json, patch(json)),
    );
    expect(bytesOf(patch(set))).toEqual(bytesOf(patch(json)));
    // Chunks written from Arrow, patched from Arrow: a chunk's bytes and synced bytes merged.
    const arrowBase = (await viaArrow('receivables', receivablesPage(range(1, 20)), 6)).set;
    const arrowExisting = applyChanges(TABLE_LAYOUTS.receivables, [], arrowBase, 7).chunks;
    expect(arrowExisting.map((c) => [...c.bytes])).toEqual(existing.map((c) => [...c.bytes]));
    const again = await viaArrow('receivables', page, 3);
    expect(bytesOf(applyChanges(TABLE_LAYOUTS.receivables, arrowExisting, again.set, 7))).toEqual(
      bytesOf(patch(json)),
    );
  });

  it('keeps a missing invoice number empty and string keys as text (payments, buyers)', async () => {
    const payments: JsonPage = {
      columns: [...SYNC_COLUMNS.payments],
      rows: [
        [
          7,
          7,
          'INV00000007',
          'B00001',
          'USD',
          '2025-03-01',
          '12.30',
          '2026-11-01T00:00:00.000Z',
          1,
        ],
        [8, 8, null, 'B00002', 'JPY', '2025-03-02', '5230000.00', '2026-11-01T00:00:00.000Z', 2],
      ],
      deleted: [],
    };
    const { set } = await viaArrow('payments', payments, 10);
    expect(stored('payments', set)).toEqual(stored('payments', viaJson('payments', payments)));
    const buyers: JsonPage = {
      columns: [...SYNC_COLUMNS.buyers],
      rows: [
        ['B00002', 'Zeta, Ltd. 株式会社', 'JP', '2026-11-01T00:00:00.000Z', 3],
        ['B00001', 'Alpha', 'SG', '2026-11-01T00:00:00.000Z', 4],
      ],
      deleted: [['B00009', 5]],
    };
    const arrow = await viaArrow('buyers', buyers, 1);
    expect([...arrow.set.latest]).toEqual([
      ['B00002', 0],
      ['B00001', 1],
      ['B00009', -1],
    ]);
    expect(stored('buyers', arrow.set)).toEqual(stored('buyers', viaJson('buyers', buyers)));
  });

  it('fails an answer that breaks off instead of taking it for a shorter page', async () => {
    // The Arrow reader alone ends quietly when its stream fails between two messages (it
    // cancels the stream), as a server that breaks an answer off after a batch makes it do.
    const page = receivablesPage(range(1, 8));
    const bytes = await arrowBytes('receivables', page, 4);
    const firstBatch = await arrowBytes('receivables', { ...page, rows: page.rows.slice(0, 4) }, 4);
    const cutAt = firstBatch.length - 8; // its end marker
    expect(bytes.subarray(0, cutAt)).toEqual(firstBatch.subarray(0, cutAt));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, cutAt));
        setTimeout(() => controller.error(new TypeError('network error')), 5);
      },
    });
    const set = createChangeSet(TABLE_LAYOUTS.receivables);
    await expect(readArrowPage(new Response(body), set.arrowPage())).rejects.toThrow(
      'network error',
    );
  });

  it('reads an answer whose stream closes a while after its end marker', async () => {
    // The Arrow reader cancels the stream at the end marker while a read is still pending.
    const page = receivablesPage(range(1, 8));
    const bytes = await arrowBytes('receivables', page, 4);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 100)
          controller.enqueue(bytes.slice(at, at + 100));
        setTimeout(() => {
          try {
            controller.close();
          } catch {
            // Cancelled by the reader meanwhile, as a fetch body may be.
          }
        }, 5);
      },
    });
    const set = createChangeSet(TABLE_LAYOUTS.receivables);
    const head = await readArrowPage(new Response(body), set.arrowPage());
    expect(head.rowCount).toBe(8);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('reads exact cents from decimal text, past 2^53 too', () => {
    const cents = scaledIntegers('0.00,-12.34,5230000.00,99999999999999.99,1.5', 5, 2);
    expect([...cents]).toEqual([0n, -1234n, 523000000n, 9999999999999999n, 150n]);
  });
});

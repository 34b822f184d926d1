import { describe, expect, it } from 'vitest';
import { SYNC_COLUMNS } from '../../../src/api/endpoints/receivables/sync-table';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { chunksAhead } from '../../../src/worker/receivables/chunk-ahead';
import { createChangeSet } from '../../../src/worker/receivables/change-set';
import { decodeRows, encodeChunk } from '../../../src/worker/receivables/chunk-codec';
import { chunkFromBatch } from '../../../src/worker/receivables/chunk-from-batch';
import { readArrowPage } from '../../../src/worker/receivables/sync-arrow-page';
import { createArrowRows } from '../../../src/worker/receivables/sync-arrow-rows';
import { TABLE_LAYOUTS, type CachedTable } from '../../../src/worker/receivables/table-layouts';
import { receivable } from './fake-sync-server';
import { arrowAnswer, arrowBytes, nextSeq, type Cell, type JsonPage } from './sync-arrow-answer';

/** Receivables with what the general path treats specially: empty and multi-byte strings, empty dictionary values, both flags. */
function awkwardPage(ids: number[]): JsonPage {
  const invoices = ['INV1', '', null, 'Größe', '請求書-九', 'emoji 😀 ok', 'İ', 'a%b_c'];
  const columns = [...SYNC_COLUMNS.receivables];
  return {
    columns,
    rows: ids.map((id) => {
      const row = receivable(id, {
        invoiceNo: invoices[id % invoices.length] ?? null,
        currency: id % 4 === 2 ? '' : (receivable(id).currency as string),
        buyerCode: id % 5 === 1 ? '' : id % 5 === 3 ? null : (receivable(id).buyerCode as string),
        amount: id % 6 === 0 ? '99999999999.99' : (receivable(id).amount as string),
      });
      return columns.map((c) => (c === 'seq' ? nextSeq() : ((row[c] as Cell | undefined) ?? null)));
    }),
    deleted: [],
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a chunk made straight from a batch of the Arrow answer', () => {
  it.each([
    ['receivables', awkwardPage(range(1, 23))],
    [
      'payments',
      {
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
          [9, 8, '', 'B00002', 'JPY', '2025-03-02', '0.01', '2026-11-01T00:00:00.000Z', 3],
        ],
        deleted: [],
      },
    ],
  ] as [CachedTable, JsonPage][])(
    'is byte for byte the chunk the general path writes (%s)',
    (table, page) => {
      const layout = TABLE_LAYOUTS[table];
      const { batches } = arrowAnswer(table, page, page.rows.length);
      const batch = batches[0];
      if (!batch) throw new Error('no batch');
      const rows = createArrowRows(layout);
      rows.append(batch);
      const direct = chunkFromBatch(layout, batch);
      expect(direct).not.toBeNull();
      const general = encodeChunk(layout, rows);
      expect(direct?.rowCount).toBe(general.rowCount);
      expect([direct?.minKey, direct?.maxKey]).toEqual([general.minKey, general.maxKey]);
      expect([...(direct?.bytes ?? [])]).toEqual([...general.bytes]);
      // And it reads back as the rows that were sent (empties are empty).
      const back = decodeRows(layout, direct?.bytes ?? new Uint8Array());
      const k = layout.columns.findIndex((c) => c.name === 'invoiceNo');
      const sent = page.rows.map((r) => r[page.columns.indexOf('invoiceNo')] || null);
      expect(Array.from({ length: back.length }, (_, i) => back.value(k, i))).toEqual(sent);
    },
  );

  it('is what a first sync writes when its batches are its chunks, the same bytes as the JSON sync', async () => {
    const pages = [awkwardPage(range(1, 8)), awkwardPage(range(9, 16)), awkwardPage(range(17, 19))];
    const arrow = createChangeSet(TABLE_LAYOUTS.receivables);
    const json = createChangeSet(TABLE_LAYOUTS.receivables);
    for (const page of pages) {
      arrow.encodeAhead(4);
      // Batches of 4 rows: each one is a chunk of 4.
      const bytes = await arrowBytes('receivables', page, 4);
      await readArrowPage(new Response(bytes), arrow.arrowPage());
      json.addPage(page);
    }
    const plan = applyChanges(TABLE_LAYOUTS.receivables, [], arrow, 4);
    expect(plan.put.map((c) => c.rowCount)).toEqual([4, 4, 4, 4, 3]);
    expect(plan.put.map((c) => [...c.bytes])).toEqual(
      applyChanges(TABLE_LAYOUTS.receivables, [], json, 4).put.map((c) => [...c.bytes]),
    );
  });

  it('leaves a chunk that is not one whole batch to the general path', () => {
    const layout = TABLE_LAYOUTS.receivables;
    const rows = createArrowRows(layout);
    const { batches } = arrowAnswer('receivables', awkwardPage(range(1, 6)), 3);
    for (const batch of batches) rows.append(batch);
    expect(rows.batchAt(0, 3)).toBe(batches[0]);
    expect(rows.batchAt(0, 4)).toBeNull();
    expect(rows.batchAt(3, 3)).toBe(batches[1]);
    // Reading the columns copies every batch in: none is held any more.
    expect(rows.columns).toHaveLength(layout.columns.length);
    expect(rows.batchAt(0, 3)).toBeNull();
  });

  it('is taken by the chunks encoded ahead when it can make the chunk', () => {
    const layout = TABLE_LAYOUTS.receivables;
    const made = { bytes: new Uint8Array([1]), rowCount: 2, minKey: 1, maxKey: 2 };
    const ahead = chunksAhead(layout, 2);
    const rows = createArrowRows(layout);
    for (const batch of arrowAnswer('receivables', awkwardPage(range(1, 3)), 2).batches)
      rows.append(batch);
    const log = { length: 3, keys: Float64Array.of(1, 2, 3), rows: Int32Array.of(0, 1, 2) };
    const chunks = ahead.finish(log, 2, rows, (start) => (start === 0 ? made : null));
    expect(chunks[0]).toBe(made);
    expect(chunks[1]).toMatchObject({ rowCount: 1, minKey: 3, maxKey: 3 });
  });
});

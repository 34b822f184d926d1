import { describe, expect, it } from 'vitest';
import { DATASETS } from '../../../src/shared/receivables/datasets';
import { query } from '../../../src/worker/query/engine';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { createChangeSet } from '../../../src/worker/receivables/change-set';
import { decodeRows, encodeChunk, utf8Data } from '../../../src/worker/receivables/chunk-codec';
import { datasetTable } from '../../../src/worker/receivables/dataset-table';
import { createRowBlock } from '../../../src/worker/receivables/row-block';
import { TABLE_LAYOUTS } from '../../../src/worker/receivables/table-layouts';

const layout = TABLE_LAYOUTS.receivables;
const names = layout.columns.map((c) => c.name);
const index = names.map((_, k) => k);

// Hand-built Utf8: ASCII, empty (stored as empty), null, 2-, 3- and 4-byte characters.
const invoices = ['INV1', '', null, 'Größe', '請求書-九', 'emoji 😀 ok', 'İ', 'a%b_c'];

function rows() {
  return invoices.map((invoiceNo, i) => [
    i + 1,
    invoiceNo,
    i % 3 === 0 ? null : `B0000${i % 3}`,
    ['USD', 'JPY', '', 'CNY'][i % 4],
    '2025-01-0' + String((i % 9) + 1),
    i === 2 ? null : '2025-02-01',
    i === 5 ? null : `${i}.25`,
    '0.00',
    'OPEN',
    i % 2 === 0,
  ]);
}

const asObjects = (source: ReturnType<typeof decodeRows>) =>
  Array.from({ length: source.length }, (_, r) =>
    Object.fromEntries(names.map((n, k) => [n, source.value(k, r)])),
  );

describe('the chunk codec (typed arrays, hand-built Utf8)', () => {
  it('round-trips empties, nulls and multi-byte strings through Arrow IPC', () => {
    const block = createRowBlock(layout);
    block.appendRows(rows(), index);
    const expected = asObjects(block);
    // Empty strings are empty (null), like every synced cell.
    expect(expected.map((r) => r.invoiceNo)).toEqual(invoices.map((s) => (s === '' ? null : s)));
    const chunk = encodeChunk(layout, block);
    expect(chunk).toMatchObject({ rowCount: invoices.length, minKey: 1, maxKey: invoices.length });
    expect(asObjects(decodeRows(layout, chunk.bytes))).toEqual(expected);
  });

  it('builds Utf8 offsets by bytes for non-ASCII text and keeps empty apart from null', () => {
    const data = utf8Data(['a', '', null, 'é', '😀', 'z']);
    expect(Array.from(data.valueOffsets)).toEqual([0, 1, 1, 1, 3, 7, 8]);
    expect(data.nullCount).toBe(1);
    const ascii = utf8Data(['ab', null, 'c']);
    expect(Array.from(ascii.valueOffsets)).toEqual([0, 2, 2, 3]);
    expect(new TextDecoder().decode(ascii.values)).toBe('abc');
  });

  it('rewrites a chunk by copying its bytes and merging new rows (multi-byte kept)', () => {
    const first = createChangeSet(layout);
    first.addPage({ columns: names, rows: rows(), deleted: [] });
    const [chunk] = applyChanges(layout, [], first).put;
    if (!chunk) throw new Error('no chunk');
    const next = createChangeSet(layout);
    next.addPage({
      columns: names,
      rows: [[4, 'Größe neu', 'B00001', 'EUR', '2025-03-01', null, '1.00', '1.00', 'OPEN', true]],
      deleted: [['6', 1]],
    });
    const plan = applyChanges(layout, [chunk], next);
    const merged = asObjects(decodeRows(layout, (plan.put[0] as typeof chunk).bytes));
    expect(merged.map((r) => r.invoiceNo)).toEqual([
      'INV1',
      null,
      null,
      'Größe neu',
      '請求書-九',
      'İ',
      'a%b_c',
    ]);
    expect(merged[3]).toMatchObject({ currency: 'EUR', dueDate: null, financed: 'true' });
    // The engine reads the hand-built columns like any Arrow input.
    const table = datasetTable(DATASETS.dueBalance, plan.put, new Map([['B00001', 'Ünï']]));
    const found = query(table, {
      filters: [{ field: 'invoiceNo', kind: 'text', pattern: '%GRÖSSE%' }],
    });
    expect(found.total).toBe(0); // LIKE is on toLowerCase, which keeps ß apart from ss
    const named = query(table, {
      filters: [{ field: 'invoiceNo', kind: 'text', pattern: '%größe%' }],
    });
    expect(named.rows.map((r) => [r.id, r.buyerName])).toEqual([[4, 'Ünï']]);
  });
});

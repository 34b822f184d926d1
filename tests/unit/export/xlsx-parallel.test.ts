import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { deflateSegment } from '../../../src/worker/export/writer/deflate-segment';
import type { ExportColumnSpec } from '../../../src/worker/export/writer/types';
import { BytesParts } from '../../../src/worker/export/writer/file-parts';
import {
  createParallelXlsxWriter,
  createXlsxWriter,
} from '../../../src/worker/export/writer/xlsx-writer';

const columns: ExportColumnSpec[] = [
  { key: 'no', title: 'No', type: 'text' },
  { key: 'name', title: 'Name', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money', currencyIndex: 3 },
  { key: 'currency', title: 'Currency', type: 'text' },
  { key: 'due', title: 'Due', type: 'date' },
];
const rows = Array.from({ length: 60_000 }, (_, i) => [
  `INV-${String(i).padStart(6, '0')}`,
  i % 3 ? `Buyer ${i % 97} & Sons <ok>` : `上海贸易 ${i % 11}`,
  ((i * 1_234_567) % 100_000_000) / 100,
  i % 5 ? 'USD' : 'JPY',
  `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
]);

describe('xlsx with its sheets compressed in segments elsewhere', () => {
  it('holds the same cells as the one compressed in line, the segments finishing out of order', async () => {
    let calls = 0;
    // Later segments finish first: the zip must still join them in order.
    const deflater = (bytes: Uint8Array, last: boolean) => {
      const copy = bytes.slice();
      const delay = 20 - Math.min(19, calls++ * 5);
      return new Promise<ReturnType<typeof deflateSegment>>((resolve) =>
        setTimeout(() => resolve(deflateSegment(copy, last)), delay),
      );
    };
    const options = { columns, summaryLabel: 'Summary' };
    const [parallelParts, inlineParts] = [new BytesParts(), new BytesParts()];
    const parallel = createParallelXlsxWriter(options, parallelParts, deflater);
    const inline = createXlsxWriter(options, inlineParts);
    for (let at = 0; at < rows.length; at += 5_000) {
      parallel.writeRows(rows.slice(at, at + 5_000));
      inline.writeRows(rows.slice(at, at + 5_000));
    }
    await parallel.end();
    inline.end();
    const [a, b] = [parallelParts.bytes(), inlineParts.bytes()];
    // The helper held its two; the writer compressed the rest itself (share-segments.ts).
    expect(calls).toBe(2);
    expect(a.length).toBeLessThan(b.length * 1.05);
    const read = (bytes: Uint8Array) => {
      const book = XLSX.read(bytes, { type: 'array' });
      const sheet = book.Sheets[book.SheetNames[0] ?? ''] as XLSX.WorkSheet;
      return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    };
    const fromParallel = read(a);
    expect(fromParallel).toEqual(read(b));
    expect(fromParallel).toHaveLength(rows.length + 1 + 2);
  }, 120_000);
});

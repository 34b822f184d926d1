import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { isApiError } from '../../../src/shared/errors/api-error';
import type { ExportProgress } from '../../../src/shared/export/export-request';
import { sheetRows } from '../../support/sheet-rows';
import { rowShape } from '../../../src/worker/export/row-shape';
import type { RowSource } from '../../../src/worker/export/row-source';
import { runExport } from '../../../src/worker/export/run-export';

const shape = rowShape([
  { key: 'invoiceNo', title: 'Invoice', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money', currencyField: 'currency' },
]);

/** `batches` batches of 1 000 rows; `consumed` counts the batches the export has taken. */
function source(batches: number, onBatch: (n: number) => void = () => undefined) {
  let consumed = 0;
  const rows: RowSource = {
    total: batches * 1_000,
    batches: (async function* () {
      for (let b = 0; b < batches; b++) {
        consumed += 1;
        onBatch(consumed);
        yield Array.from({ length: 1_000 }, (_, i) => [`INV-${b * 1_000 + i}`, '1.25', 'USD']);
      }
    })(),
  };
  return { rows, consumed: () => consumed };
}

const request = {
  format: 'xlsx' as const,
  title: 'Due balance',
  timeZone: '+8',
  summaryLabel: 'Summary',
};

describe('running an export', () => {
  it('writes every batch, names the file by the user’s day and hands over one whole buffer', async () => {
    const { rows } = source(3);
    // 2026-11-24 20:00 UTC is the 25th in +8.
    const file = await runExport({
      request,
      shape,
      source: rows,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      now: () => Date.UTC(2026, 10, 24, 20),
    });
    expect(file.fileName).toBe('Due balance_20261125.xlsx');
    expect(file.rows).toBe(3_000);
    expect(file.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = XLSX.read(await file.blob.arrayBuffer(), { type: 'array' });
    const data = sheetRows(book);
    expect(data[0]).toEqual(['Invoice', 'Amount']);
    expect(data[3_000]).toEqual(['INV-2999', 1.25]);
    // One currency: one summary row, no currency suffix needed.
    expect(data[3_001]).toEqual(['Summary', 3_750]);
  });

  it('names the sheet after the page, cut to 31 characters without the characters Excel refuses', async () => {
    const named = async (title: string) => {
      const file = await runExport({
        request: { ...request, title },
        shape,
        source: source(1).rows,
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
      return XLSX.read(await file.blob.arrayBuffer(), { type: 'array' }).SheetNames;
    };
    expect(await named('Purchase orders')).toEqual(['Purchase orders']);
    expect(await named('采购订单')).toEqual(['采购订单']);
    const long = await named('Repayment details: schedule/received [all]?');
    expect(long[0]).toBe('Repayment details  schedule rec');
    expect(long[0]?.length).toBe(31);
  });

  it('reports rows written of the total: at the start, after the first batch, at most every 100 ms of the clock after, and before the file is closed', async () => {
    let clock = 0;
    const { rows } = source(10, () => {
      clock += 40; // each batch takes 40 ms of the export's clock
    });
    const seen: ExportProgress[] = [];
    await runExport({
      request: { ...request, format: 'csv' },
      shape,
      source: rows,
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p),
      now: () => clock,
    });
    expect(seen[0]).toEqual({ written: 0, total: 10_000, stage: 'rows' });
    // The first batch is counted at once, before 100 ms of the clock have passed.
    expect(seen[1]).toEqual({ written: 1_000, total: 10_000, stage: 'rows' });
    expect(seen.at(-1)).toEqual({ written: 10_000, total: 10_000, stage: 'finishing' });
    const middle = seen.slice(2, -1);
    expect(middle.length).toBeGreaterThanOrEqual(3);
    expect(
      middle.every((p, i) => i === 0 || p.written > (middle[i - 1] as ExportProgress).written),
    ).toBe(true);
  });

  it('stops at the next batch once cancelled and answers a cancelled error', async () => {
    const controller = new AbortController();
    const { rows, consumed } = source(50, (n) => {
      if (n === 5) controller.abort();
    });
    const outcome = await runExport({
      request,
      shape,
      source: rows,
      signal: controller.signal,
      onProgress: () => undefined,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isApiError(outcome) && outcome.kind === 'cancelled').toBe(true);
    expect(consumed()).toBe(5);
  });

  it('lets a cancel sent from outside land between batches (the event loop runs)', async () => {
    const controller = new AbortController();
    const { rows, consumed } = source(1_000);
    const running = runExport({
      request: { ...request, format: 'csv' },
      shape,
      source: rows,
      signal: controller.signal,
      onProgress: () => undefined,
    });
    setTimeout(() => controller.abort(), 0);
    await expect(running).rejects.toMatchObject({ kind: 'cancelled' });
    expect(consumed()).toBeLessThan(1_000);
  });
});

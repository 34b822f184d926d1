import { describe, expect, it } from 'vitest';
import { createTable } from '../../../src/worker/query/engine';
import { datasetRows } from '../../../src/worker/export/dataset-rows';
import { rowShape } from '../../../src/worker/export/row-shape';

const collect = async (batches: AsyncIterable<readonly (readonly unknown[])[]>) => {
  const rows: (readonly unknown[])[] = [];
  let count = 0;
  for await (const batch of batches) {
    count += 1;
    rows.push(...batch);
  }
  return { rows, count };
};

describe('rows of a cached dataset', () => {
  const table = createTable(
    [
      { name: 'invoiceNo', type: 'string' },
      { name: 'currency', type: 'string' },
      { name: 'amount', type: 'money' },
      { name: 'dueDate', type: 'date' },
      { name: 'days', type: 'number' },
      { name: 'status', type: 'string' },
    ],
    [
      {
        invoiceNo: 'INV-1',
        currency: 'USD',
        amount: '10.29',
        dueDate: '2026-01-31',
        days: 3,
        status: 'OPEN',
      },
      {
        invoiceNo: 'INV-2',
        currency: 'JPY',
        amount: '1500',
        dueDate: null,
        days: null,
        status: 'PAID',
      },
      {
        invoiceNo: null,
        currency: 'USD',
        amount: null,
        dueDate: '2025-12-01',
        days: -2,
        status: 'OPEN',
      },
    ],
  );

  it('reads the view’s ids in its order, straight from the columns', async () => {
    const shape = rowShape([
      { key: 'invoiceNo', title: 'Invoice', type: 'text' },
      { key: 'amount', title: 'Amount', type: 'money', currencyField: 'currency' },
      { key: 'dueDate', title: 'Due', type: 'date' },
      { key: 'days', title: 'Days', type: 'number' },
      { key: 'status', title: 'Status', type: 'text', labels: { OPEN: 'Open' } },
    ]);
    const source = datasetRows(table, Uint32Array.from([2, 0, 1]), shape);
    expect(source.total).toBe(3);
    const { rows } = await collect(source.batches);
    expect(rows).toEqual([
      [null, null, '2025-12-01', -2, 'Open', 'USD'],
      ['INV-1', 10.29, '2026-01-31', 3, 'Open', 'USD'],
      ['INV-2', 1500, null, null, 'PAID', 'JPY'],
    ]);
  });

  it('hands the rows over in batches of 500, 1 000, 2 000, 4 000, then 5 000', async () => {
    const n = 17_345;
    const big = createTable(
      [{ name: 'n', type: 'number' }],
      Array.from({ length: n }, (_, i) => ({ n: i })),
    );
    const ids = Uint32Array.from({ length: n }, (_, i) => n - 1 - i);
    const sizes: number[] = [];
    const rows: (readonly unknown[])[] = [];
    for await (const batch of datasetRows(
      big,
      ids,
      rowShape([{ key: 'n', title: 'N', type: 'number' }]),
    ).batches) {
      sizes.push(batch.length);
      rows.push(...batch);
    }
    expect(sizes).toEqual([500, 1_000, 2_000, 4_000, 5_000, 4_845]);
    expect(rows).toHaveLength(n);
    expect(rows[0]).toEqual([n - 1]);
    expect(rows[n - 1]).toEqual([0]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChunkRecord } from '../../../src/db/records';
import { DATASETS } from '../../../src/shared/receivables/datasets';
import { optionCounts, query } from '../../../src/worker/query/engine';
import { encodeChunk } from '../../../src/worker/receivables/chunk-codec';
import { datasetTable } from '../../../src/worker/receivables/dataset-table';
import { createRowBlock } from '../../../src/worker/receivables/row-block';
import { TABLE_LAYOUTS } from '../../../src/worker/receivables/table-layouts';
import { receivable } from './fake-sync-server';

const layout = TABLE_LAYOUTS.receivables;
const names = layout.columns.map((c) => c.name);

/** One chunk per id list, each with its own dictionaries (only the values it holds). */
function chunk(chunkNo: number, rows: Record<string, unknown>[]): ChunkRecord {
  const block = createRowBlock(layout);
  const index = names.map((_, k) => k);
  for (const row of rows)
    block.append(
      names.map((n) => row[n]),
      index,
    );
  return { table: 'receivables', chunkNo, ...encodeChunk(layout, block) };
}

describe('chunks with their own dictionaries', () => {
  // Chunk 0 knows USD and CNY, chunk 1 CNY and EUR (in another code order), one empty currency.
  const rows0 = [
    receivable(1, { currency: 'USD' }),
    receivable(2, { currency: 'CNY', buyerCode: 'B00009' }),
  ];
  const rows1 = [
    receivable(3, { currency: 'EUR' }),
    receivable(4, { currency: 'CNY' }),
    receivable(6, { currency: null, outstanding: null }),
  ];
  const buyers = new Map([
    ['B00005', 'Epsilon'],
    ['B00003', 'Gamma'],
    ['B00004', 'Delta'],
  ]);
  const table = datasetTable(DATASETS.dueBalance, [chunk(0, rows0), chunk(1, rows1)], buyers);

  it('filters, sorts and counts equal strings alike whichever chunk they come from', () => {
    const cny = query(table, { filters: [{ field: 'currency', kind: 'enum', values: ['CNY'] }] });
    expect(cny.rows.map((r) => r.id)).toEqual([2, 4]);
    const sorted = query(table, { sort: [{ field: 'currency', order: 'asc' }], size: 10 });
    expect(sorted.rows.map((r) => r.currency)).toEqual(['CNY', 'CNY', 'EUR', 'USD', null]);
    expect(optionCounts(table, 'currency', [])).toEqual([
      { value: 'CNY', count: 2 },
      { value: 'EUR', count: 1 },
      { value: 'USD', count: 1 },
      { value: null, count: 1 },
    ]);
  });

  it("derives the buyer name from each chunk's buyer-code dictionary (unknown codes are empty)", () => {
    const all = query(table, { size: 10 });
    expect(all.rows.map((r) => [r.buyerCode, r.buyerName])).toEqual([
      ['B00002', null],
      ['B00009', null],
      ['B00004', 'Delta'],
      ['B00005', 'Epsilon'],
      ['B00007', null],
    ]);
    const named = query(table, { filters: [{ field: 'buyerName', kind: 'text', pattern: '%ta' }] });
    expect(named.rows.map((r) => r.id)).toEqual([3]);
  });

  it('keeps money exact to the cent and empties empty', () => {
    const sums = query(table, { sumBy: ['amount', 'outstanding'] }).sums;
    const cents = [...rows0, ...rows1].reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0);
    expect(sums?.amount).toBe((cents / 100).toFixed(2));
    const empty = query(table, { filters: [{ field: 'id', kind: 'enum', values: [6] }] }).rows[0];
    expect(empty).toMatchObject({ currency: null, outstanding: null, financed: 'true' });
  });
});

import { describe, expect, it } from 'vitest';
import type { ExportColumnSpec } from '../../../src/worker/export/writer/types';
import { cell, readXlsx, writeXlsx } from './read-back';

const columns: ExportColumnSpec[] = [
  { key: 'name', title: 'Name', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money', currencyIndex: 4 },
  { key: 'days', title: 'Days', type: 'number' },
  { key: 'rate', title: 'Rate', type: 'percent' },
];

describe('xlsx summary rows', () => {
  it('sums money exactly to the cent in one row when there is one currency', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; a million tenths would drift further.
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `r${i}`,
      i % 2 ? '0.10' : '0.20',
      1,
      2.5,
      'USD',
    ]);
    const book = readXlsx(writeXlsx({ columns, summaryLabel: 'Total' }, rows));
    expect(cell(book, 'A1002')).toMatchObject({ t: 's', v: 'Total' });
    expect(cell(book, 'B1002')).toMatchObject({ t: 'n', v: 150, z: '#,##0.00' });
    expect(cell(book, 'C1002')?.v).toBe(1000);
    expect(cell(book, 'D1002')).toMatchObject({ v: 2500, z: '0.00"%"' });
    expect(cell(book, 'A1003')).toBeUndefined();
  });

  it('writes one summary row per currency, sorted by code, when currencies mix', () => {
    const rows = [
      ['a', '100.10', 1, null, 'USD'],
      ['b', '5000', 2, null, 'JPY'],
      ['c', '0.90', 3, null, 'USD'],
      ['d', '7.25', 4, null, 'CNY'],
    ];
    const book = readXlsx(writeXlsx({ columns, summaryLabel: 'Total' }, rows));
    // First the label alone with the number sums, then one row per currency.
    expect(cell(book, 'A6')?.v).toBe('Total');
    expect(cell(book, 'B6')).toBeUndefined();
    expect(cell(book, 'C6')?.v).toBe(10);
    expect(['A7', 'A8', 'A9'].map((r) => cell(book, r)?.v)).toEqual([
      'Total (CNY)',
      'Total (JPY)',
      'Total (USD)',
    ]);
    expect(cell(book, 'B7')).toMatchObject({ v: 7.25, z: '#,##0.00' });
    expect(cell(book, 'B8')).toMatchObject({ v: 5000, z: '#,##0' });
    expect(cell(book, 'B9')).toMatchObject({ v: 101, z: '#,##0.00' });
  });

  it('leaves out the columns not summed, and labels the first of them', () => {
    const some: ExportColumnSpec[] = [
      { key: 'tenor', title: 'Tenor', type: 'number', summed: false },
      { key: 'amount', title: 'Amount', type: 'money', currencyIndex: 4 },
      { key: 'days', title: 'Days', type: 'number' },
      { key: 'rate', title: 'Rate', type: 'percent', summed: false },
    ];
    const rows = [
      [90, '1.00', 1, 4.5, 'USD'],
      [120, '2.25', 2, 5, 'USD'],
    ];
    const book = readXlsx(writeXlsx({ columns: some, summaryLabel: 'Total' }, rows));
    expect(cell(book, 'A4')?.v).toBe('Total');
    expect(cell(book, 'B4')?.v).toBe(3.25);
    expect(cell(book, 'C4')?.v).toBe(3);
    expect(cell(book, 'D4')).toBeUndefined();
  });

  it('puts the label in the sequence column when there is one', () => {
    const book = readXlsx(
      writeXlsx({ columns, summaryLabel: 'Sum', sequenceTitle: '#' }, [['a', '1', 1, 1, 'USD']]),
    );
    expect(cell(book, 'A3')?.v).toBe('Sum');
    expect(cell(book, 'B3')).toBeUndefined();
    expect(cell(book, 'C3')?.v).toBe(1);
  });

  it('writes no summary row without a label', () => {
    const book = readXlsx(writeXlsx({ columns }, [['a', '1', 1, 1, 'USD']]));
    expect(cell(book, 'A3')).toBeUndefined();
  });
});

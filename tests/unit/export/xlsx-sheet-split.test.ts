import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { BytesParts } from '../../../src/worker/export/writer/file-parts';
import { createXlsxWriter } from '../../../src/worker/export/writer/xlsx-writer';
import type { ExportColumnSpec } from '../../../src/worker/export/writer/types';
import { cell, readXlsx, writeXlsx } from './read-back';

const columns: ExportColumnSpec[] = [
  { key: 'id', title: 'ID', type: 'number' },
  { key: 'code', title: 'Code', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money' },
];

describe('sheet split', () => {
  it('continues on a second and third sheet, each with the header', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [i + 1, `c${i + 1}`, `${i + 1}.50`]);
    const book = readXlsx(
      writeXlsx(
        {
          columns,
          maxRowsPerSheet: 5,
          sheetName: 'Invoices',
          summaryLabel: 'Total',
          sequenceTitle: 'No.',
        },
        rows,
      ),
    );
    expect(book.SheetNames).toEqual(['Invoices', 'Invoices (2)', 'Invoices (3)']);
    expect([0, 1, 2].map((s) => book.Sheets[book.SheetNames[s] as string]?.['!ref'])).toEqual([
      'A1:D5',
      'A1:D5',
      'A1:D4',
    ]);
    expect(cell(book, 'A1', 1)?.v).toBe('No.');
    expect(cell(book, 'A2', 1)?.v).toBe(5);
    expect(cell(book, 'C2', 1)?.v).toBe('c5');
    expect(cell(book, 'C3', 2)?.v).toBe('c10');
    // The summary row goes where the rows end, on the last sheet.
    expect(cell(book, 'A4', 2)?.v).toBe('Total');
    expect(cell(book, 'D4', 2)?.v).toBe(60);
  });

  it('keeps continuation sheet names within 31 characters', () => {
    const rows = [[1], [2], [3]];
    const book = readXlsx(
      writeXlsx({ columns, maxRowsPerSheet: 2, sheetName: 'x'.repeat(40) }, rows),
    );
    expect(book.SheetNames).toEqual([
      'x'.repeat(31),
      `${'x'.repeat(27)} (2)`,
      `${'x'.repeat(27)} (3)`,
    ]);
  });

  it('splits 1 100 000 rows at Excel 1 048 576-row limit', () => {
    const parts = new BytesParts();
    const writer = createXlsxWriter({ columns }, parts);
    const total = 1_100_000;
    for (let start = 0; start < total; start += 10_000) {
      const batch: unknown[][] = [];
      for (let i = start; i < Math.min(total, start + 10_000); i++)
        batch.push([i + 1, `c${i + 1}`, `${i % 1000}.25`]);
      writer.writeRows(batch);
    }
    expect(writer.rowsWritten()).toBe(total);
    writer.end();
    const book = XLSX.read(parts.bytes(), { type: 'array', dense: true, cellNF: true });
    expect(book.SheetNames).toEqual(['Sheet1', 'Sheet1 (2)']);
    const [first, second] = book.SheetNames.map((n) => book.Sheets[n] as XLSX.WorkSheet);
    expect(first?.['!ref']).toBe('A1:C1048576');
    expect(second?.['!ref']).toBe(`A1:C${total - 1_048_575 + 1}`);
    const at = (ws: XLSX.WorkSheet | undefined, r: number, c: number) =>
      // SheetJS 0.18 keeps a dense sheet as rows of cells on the sheet object itself.
      (ws as unknown as XLSX.CellObject[][] | undefined)?.[r]?.[c];
    expect(at(first, 0, 0)?.v).toBe('ID');
    expect(at(first, 1_048_575, 0)?.v).toBe(1_048_575);
    expect(at(second, 0, 1)?.v).toBe('Code');
    expect(at(second, 1, 0)?.v).toBe(1_048_576);
    expect(at(second, 1, 1)?.v).toBe('c1048576');
    expect(at(second, 1, 2)).toMatchObject({ t: 'n', v: 575.25, z: '#,##0.00' });
    expect(at(second, total - 1_048_575, 0)?.v).toBe(total);
  }, 180_000);
});

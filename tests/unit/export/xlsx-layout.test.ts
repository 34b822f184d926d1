import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ExportColumnSpec } from '../../../src/worker/export/writer/types';
import { cell, part, readXlsx, writeXlsx } from './read-back';

const columns: ExportColumnSpec[] = [
  { key: 'name', title: 'Buyer <name>', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money', widthPx: 105 },
];

describe('xlsx layout', () => {
  it('writes the translated titles as a bold header row', () => {
    const bytes = writeXlsx({ columns }, [['a', '1']]);
    const book = readXlsx(bytes);
    expect(cell(book, 'A1')).toMatchObject({ t: 's', v: 'Buyer <name>' });
    expect(cell(book, 'B1')).toMatchObject({ t: 's', v: 'Amount' });
    expect(part(bytes, 'xl/styles.xml')).toContain('<font><b/>');
    expect(part(bytes, 'xl/worksheets/sheet1.xml')).toMatch(/<row r="1"><c s="1" t="inlineStr">/);
  });

  it('freezes the header row', () => {
    const xml = part(writeXlsx({ columns }, [['a', '1']]), 'xl/worksheets/sheet1.xml');
    expect(xml).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
  });

  it('sets column widths to the declared pixels / 7, 160 px by default', () => {
    const bytes = writeXlsx({ columns, sequenceTitle: 'No.' }, [['a', '1']]);
    const xml = part(bytes, 'xl/worksheets/sheet1.xml');
    expect(xml).toContain(
      '<cols><col min="1" max="1" width="22.86" customWidth="1"/><col min="2" max="2" width="22.86" customWidth="1"/><col min="3" max="3" width="15" customWidth="1"/></cols>',
    );
    const cols = XLSX.read(bytes, { type: 'array', cellStyles: true }).Sheets.Sheet1?.['!cols'];
    expect(cols?.map((c) => c.width)).toEqual([22.86, 22.86, 15]);
  });

  it('prepends a sequence column numbered from 1', () => {
    const book = readXlsx(
      writeXlsx({ columns, sequenceTitle: 'No.' }, [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ]),
    );
    expect(cell(book, 'A1')?.v).toBe('No.');
    expect([2, 3, 4].map((r) => cell(book, `A${r}`)?.v)).toEqual([1, 2, 3]);
    expect(cell(book, 'B4')?.v).toBe('c');
    expect(cell(book, 'A2')?.t).toBe('n');
  });

  it('names the sheet from the option, within Excel rules', () => {
    const name = (sheetName: string) =>
      readXlsx(writeXlsx({ columns, sheetName }, [['a', '1']])).SheetNames;
    expect(name('Receivables')).toEqual(['Receivables']);
    expect(name('a/b:c*d?[e]')).toEqual(['a b c d  e']);
    expect(name('x'.repeat(40))).toEqual(['x'.repeat(31)]);
    expect(readXlsx(writeXlsx({ columns }, [['a', '1']])).SheetNames).toEqual(['Sheet1']);
  });

  it('contains the package parts a spreadsheet needs', () => {
    const bytes = writeXlsx({ columns }, [['a', '1']]);
    expect(part(bytes, '[Content_Types].xml')).toContain('/xl/worksheets/sheet1.xml');
    expect(part(bytes, '_rels/.rels')).toContain('xl/workbook.xml');
    expect(part(bytes, 'xl/_rels/workbook.xml.rels')).toContain('worksheets/sheet1.xml');
    expect(part(bytes, 'xl/workbook.xml')).toContain(
      '<sheet name="Sheet1" sheetId="1" r:id="rId1"/>',
    );
  });

  it('writes an export with no rows as a header-only sheet', () => {
    const writer = readXlsx(writeXlsx({ columns }, []));
    expect(cell(writer, 'A1')?.v).toBe('Buyer <name>');
    expect(cell(writer, 'A2')).toBeUndefined();
  });
});

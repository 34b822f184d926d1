import { describe, expect, it } from 'vitest';
import {
  MAX_SHARED,
  MAX_SHARED_CHARS,
  SAMPLE_TEXTS,
  SharedStrings,
} from '../../../src/worker/export/writer/shared-strings';
import type { ExportColumnSpec } from '../../../src/worker/export/writer/types';
import { cell, part, readXlsx, writeXlsx } from './read-back';

const columns: ExportColumnSpec[] = [
  { key: 'invoiceNo', title: 'Invoice No.', type: 'text' },
  { key: 'buyer', title: 'Buyer', type: 'text' },
];
const BUYERS = ['上海 Trading Co., Ltd.', 'Global <A&B> Ltd.', ' padded '];

describe('shared strings for the texts that repeat', () => {
  const rows = Array.from({ length: 3 * SAMPLE_TEXTS }, (_, i) => [
    `INV-${String(i).padStart(6, '0')}`,
    BUYERS[i % BUYERS.length],
  ]);
  const bytes = writeXlsx({ columns }, rows);
  const sheet = part(bytes, 'xl/worksheets/sheet1.xml');
  const table = part(bytes, 'xl/sharedStrings.xml');

  it('writes a repeating column once in the table and refers to it from every cell', () => {
    expect(table).toContain('uniqueCount="');
    expect(table.split('<si>').length - 1).toBeLessThanOrEqual(SAMPLE_TEXTS + BUYERS.length);
    expect(table).toContain('<t>Global &lt;A&amp;B&gt; Ltd.</t>');
    expect(table).toContain('<t xml:space="preserve"> padded </t>');
    const lastRow = sheet.slice(sheet.lastIndexOf('<row'));
    expect(lastRow).toMatch(
      /^<row r="\d+"><c t="inlineStr">.*<\/c><c t="s"><v>\d+<\/v><\/c><\/row>/,
    );
  });

  it('stops sharing a column whose sampled texts were mostly new', () => {
    expect(table).toContain('INV-000000');
    expect(table).not.toContain(`INV-${String(SAMPLE_TEXTS).padStart(6, '0')}`);
    expect(sheet).toContain(`<is><t>INV-${String(SAMPLE_TEXTS).padStart(6, '0')}</t></is>`);
  });

  it('reads back every value, shared or inline', () => {
    const book = readXlsx(bytes);
    rows.forEach((row, i) => {
      expect(cell(book, `A${i + 2}`)?.v).toBe(row[0]);
      expect(cell(book, `B${i + 2}`)?.v).toBe(row[1]);
    });
  });

  it('shares a column of a thousand remarks, each new the first time it is sampled', () => {
    const strings = new SharedStrings(1);
    const remarks = Array.from({ length: 1000 }, (_, i) => `remark ${(i * 7919) % 1000}`);
    let inline = 0;
    for (let i = 0; i < 2 * SAMPLE_TEXTS; i++) {
      if (strings.indexOf(0, remarks[i % remarks.length] as string) < 0) inline++;
    }
    expect(inline).toBe(0);
    expect(strings.size).toBe(remarks.length);
  });

  it('keeps the table bounded: past its limit and for long texts, cells go inline', () => {
    const strings = new SharedStrings(1);
    for (let i = 0; i < SAMPLE_TEXTS; i++) expect(strings.indexOf(0, 'same')).toBe(0);
    let misplaced = 0;
    for (let i = 1; i < MAX_SHARED; i++) if (strings.indexOf(0, `t${i}`) !== i) misplaced++;
    expect(misplaced).toBe(0);
    expect(strings.indexOf(0, 'one too many')).toBe(-1);
    expect(strings.indexOf(0, 't7')).toBe(7);
    expect(strings.size).toBe(MAX_SHARED);
    expect(new SharedStrings(1).indexOf(0, 'x'.repeat(MAX_SHARED_CHARS + 1))).toBe(-1);
  });
});

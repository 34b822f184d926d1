import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createCsvWriter } from '../../../src/worker/export/writer/csv-writer';
import { BytesParts } from '../../../src/worker/export/writer/file-parts';
import type { ExportColumnSpec, SheetWriterOptions } from '../../../src/worker/export/writer/types';

/** A strict RFC 4180 parser: quoted fields may hold commas, doubled quotes, CR and LF; rows end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new Error('unterminated quote');
        field += text.slice(i, q);
        if (text[q + 1] === '"') {
          field += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') field += text[i++];
    }
    row.push(field);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else if (i < text.length) throw new Error(`bad character at ${i}`);
  }
  if (row.length) rows.push(row);
  return rows;
}

const columns: ExportColumnSpec[] = [
  { key: 'name', title: 'Name', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money', currencyIndex: 6 },
  { key: 'days', title: 'Days', type: 'number' },
  { key: 'rate', title: 'Rate', type: 'percent' },
  { key: 'issued', title: 'Issued', type: 'date' },
  { key: 'updated', title: 'Updated', type: 'datetime' },
];

function writeCsv(options: Partial<SheetWriterOptions>, rows: unknown[][]): Uint8Array {
  const parts = new BytesParts();
  const writer = createCsvWriter({ columns, ...options }, parts);
  writer.writeRows(rows.slice(0, 1));
  writer.writeRows(rows.slice(1));
  writer.end();
  return parts.bytes();
}
const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const csvRows = (options: Partial<SheetWriterOptions>, rows: unknown[][]) =>
  parseCsv(text(writeCsv(options, rows)).slice(1));

describe('csv writer', () => {
  it('starts with a UTF-8 byte-order mark and the header row, lines end in CRLF', () => {
    const bytes = writeCsv({}, [['a', '1', 2, 3, '2024-01-02', '2024-01-02 03:04:05', 'USD']]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text(bytes).slice(1)).toBe(
      'Name,Amount,Days,Rate,Issued,Updated\r\na,1.00,2,3,2024-01-02,2024-01-02 03:04:05\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and round-trips them', () => {
    const values = ['a,b', 'say "hi"', 'two\nlines', 'cr\rlf\r\n', '上海 💰 Zahlung'];
    const rows = values.map((v) => [v]);
    expect(
      csvRows({}, rows)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(values);
    expect(text(writeCsv({}, [['say "hi"']]))).toContain('"say ""hi"""');
  });

  it('neutralises formula-like text with a leading apostrophe', () => {
    const values = ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'];
    const parsed = csvRows(
      {},
      values.map((v) => [v]),
    )
      .slice(1)
      .map((r) => r[0]);
    expect(parsed).toEqual(values.map((v) => `'${v}`));
  });

  it('does not neutralise numbers, negative money included', () => {
    const [, row] = csvRows({}, [['x', '-12.5', -3, -1.25, null, null, 'USD']]);
    expect(row).toEqual(['x', '-12.50', '-3', '-1.25', '', '']);
  });

  it('writes money with its currency decimals and dates in ISO form', () => {
    const rows = csvRows({ offsetMinutes: 480 }, [
      ['jpy', '1500', null, null, '2024-02-29 10:00:00', Date.UTC(2024, 0, 2, 3, 4, 5), 'JPY'],
      ['usd', 7, null, 12.5, '2024-03-01', '2024-01-02T03:04:05Z', 'USD'],
    ]);
    expect(rows[1]).toEqual(['jpy', '1500', '', '', '2024-02-29', '2024-01-02 11:04:05']);
    expect(rows[2]).toEqual(['usd', '7.00', '', '12.5', '2024-03-01', '2024-01-02 11:04:05']);
  });

  it('keeps values that do not parse as text', () => {
    const [, row] = csvRows({}, [['x', 'n/a', 'NaN', null, '2024-13-01', '=bad', 'USD']]);
    expect(row).toEqual(['x', 'n/a', 'NaN', '', '2024-13-01', "'=bad"]);
  });

  it('adds a sequence column and per-currency summary rows', () => {
    const rows = csvRows({ sequenceTitle: 'No.', summaryLabel: 'Total' }, [
      ['a', '0.10', 1, null, null, null, 'USD'],
      ['b', '0.20', 2, null, null, null, 'USD'],
      ['c', '300', 3, null, null, null, 'JPY'],
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      'No.',
      '1',
      '2',
      '3',
      'Total',
      'Total (JPY)',
      'Total (USD)',
    ]);
    // Number and percent sums on the label's own row (a percent column with no values sums to 0).
    expect(rows[4]).toEqual(['Total', '', '', '6', '0', '', '']);
    expect(rows[5]?.[2]).toBe('300');
    expect(rows[6]?.[2]).toBe('0.30');
  });

  it('writes negative sums as numbers, not as neutralised text', () => {
    const rows = csvRows({ summaryLabel: 'Total' }, [
      ['a', '-5.25', -3, -0.5, null, null, 'USD'],
      ['b', '-1', -4, null, null, null, 'USD'],
    ]);
    expect(rows[3]).toEqual(['Total', '-6.25', '-7', '-0.5', '', '']);
  });

  it('is read by SheetJS with the BOM, Unicode and quoting intact', () => {
    const bytes = writeCsv({}, [['上海, "Ltd"\nline', '12.5', 3, null, '2024-01-02', null, 'USD']]);
    // Given the bytes, SheetJS detects the BOM and decodes UTF-8 itself.
    const book = XLSX.read(bytes, { type: 'array', raw: true });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const aoa = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(aoa[0]?.[0]).toBe('Name');
    expect(aoa[1]?.[0]).toBe('上海, "Ltd"\nline');
    expect(aoa[1]?.[1]).toBe('12.50');
  });
});

import { describe, expect, it } from 'vitest';
import type { ExportColumnSpec } from '../../../src/worker/export/writer/types';
import { cell, readXlsx, writeXlsx } from './read-back';

const columns: ExportColumnSpec[] = [
  { key: 'name', title: 'Name', type: 'text' },
  { key: 'amount', title: 'Amount', type: 'money', currencyIndex: 7 },
  { key: 'count', title: 'Count', type: 'number' },
  { key: 'rate', title: 'Rate', type: 'percent' },
  { key: 'issued', title: 'Issued', type: 'date' },
  { key: 'updated', title: 'Updated', type: 'datetime' },
  { key: 'note', title: 'Note', type: 'text' },
];
// Texts of a short export go to the shared string table; 'inline' writes each in its cell, the
// path a column of mostly new texts takes (xlsx-shared-strings.test.ts): both must read back alike.
describe.each(['shared', 'inline'] as const)(
  'xlsx values read back by SheetJS, %s texts',
  (strings) => {
    const one = (values: unknown[], currency = 'USD') => {
      const row = [
        ...values,
        ...new Array<null>(columns.length - values.length).fill(null),
        currency,
      ];
      const book = readXlsx(writeXlsx({ columns }, [row], { strings }));
      return (col: string) => cell(book, `${col}2`);
    };

    it('writes money as numbers with two decimals', () => {
      const c = one(['a', '1234.50'])('B');
      expect(c).toMatchObject({ t: 'n', v: 1234.5, z: '#,##0.00', w: '1,234.50' });
    });

    it('writes JPY money with no decimals', () => {
      const c = one(['a', '1234'], 'JPY')('B');
      expect(c).toMatchObject({ t: 'n', v: 1234, z: '#,##0' });
    });

    it('keeps negative money numeric (never text, never prefixed)', () => {
      expect(one(['a', '-3.10'])('B')).toMatchObject({ t: 'n', v: -3.1 });
      expect(one(['a', -42])('B')).toMatchObject({ t: 'n', v: -42 });
    });

    it('writes numbers in General and percent units with a percent sign format', () => {
      const read = one(['a', null, '17', 12.5]);
      expect(read('C')).toMatchObject({ t: 'n', v: 17, z: 'General' });
      expect(read('D')).toMatchObject({ t: 'n', v: 12.5, z: '0.00"%"', w: '12.50%' });
    });

    it('writes dates as real date serials with a date format', () => {
      const read = one(['a', null, null, null, '2024-01-02']);
      expect(read('E')).toMatchObject({ t: 'n', v: 45293, z: 'yyyy-mm-dd', w: '2024-01-02' });
      // The date part of a datetime string given to a date column.
      expect(one(['a', null, null, null, '2024-03-01 23:59:59'])('E')).toMatchObject({ v: 45352 });
    });

    it('writes datetimes as serials, instants shown in the export offset', () => {
      const at = (v: unknown, offsetMinutes?: number) =>
        cell(
          readXlsx(
            writeXlsx({ columns, ...(offsetMinutes === undefined ? {} : { offsetMinutes }) }, [
              ['a', null, null, null, null, v, null, 'USD'],
            ]),
          ),
          'F2',
        );
      expect(at('2024-01-02 03:04:05')).toMatchObject({
        t: 'n',
        z: 'yyyy-mm-dd hh:mm:ss',
        w: '2024-01-02 03:04:05',
      });
      expect(at('2024-01-02T03:04:05Z')?.w).toBe('2024-01-02 11:04:05');
      expect(at('2024-01-02T03:04:05+01:00')?.w).toBe('2024-01-02 10:04:05');
      expect(at(Date.UTC(2024, 0, 2, 3, 4, 5))?.w).toBe('2024-01-02 11:04:05');
      expect(at(Date.UTC(2024, 0, 2, 3, 4, 5), -300)?.w).toBe('2024-01-01 22:04:05');
      expect(at('2024-01-02T03:04:05')?.w).toBe('2024-01-02 03:04:05');
    });

    it('leaves empty values as empty cells', () => {
      const read = one([null, undefined, '', null, '', undefined, 'x']);
      for (const col of ['A', 'B', 'C', 'D', 'E', 'F']) expect(read(col)).toBeUndefined();
      expect(read('G')).toMatchObject({ t: 's', v: 'x' });
    });

    it('keeps values that do not parse as text rather than losing them', () => {
      const read = one(['a', 'abc', 'NaN', '1,5', '2024-02-30', 'yesterday']);
      expect(read('B')).toMatchObject({ t: 's', v: 'abc' });
      expect(read('C')).toMatchObject({ t: 's', v: 'NaN' });
      expect(read('D')).toMatchObject({ t: 's', v: '1,5' });
      expect(read('E')).toMatchObject({ t: 's', v: '2024-02-30' });
      expect(read('F')).toMatchObject({ t: 's', v: 'yesterday' });
    });

    it('writes a number given to a text column as text', () => {
      expect(one([12.5])('A')).toMatchObject({ t: 's', v: '12.5' });
    });

    it('keeps Unicode: Chinese, accents and emoji', () => {
      const text = '上海贸易有限公司 · Zahlung überfällig 💰🚀';
      expect(one([text])('A')).toMatchObject({ t: 's', v: text });
    });

    it('escapes characters XML must escape and keeps Excel escapes literal', () => {
      const text = `a<b>&c "d" 'e' _x0041_ tab\tline\nend`;
      expect(one([text])('A')).toMatchObject({ t: 's', v: text });
    });

    it('keeps carriage returns and drops control characters XML forbids', () => {
      expect(one(['a\r\nb\u0000c\u0008d\u001fe'])('A')?.v).toBe('a\r\nbcde');
    });

    it('keeps leading and trailing spaces', () => {
      expect(one(['  padded  '])('A')?.v).toBe('  padded  ');
    });

    it('writes formula-like text as plain text, not as a formula', () => {
      for (const text of ['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '=HYPERLINK("http://x")']) {
        const c = one([text])('A');
        expect(c).toMatchObject({ t: 's', v: text });
        expect(c?.f).toBeUndefined();
      }
    });

    it('keeps long text and cuts beyond Excel 32 767-character cell limit', () => {
      const long = 'x'.repeat(20_000);
      expect(one([long])('A')?.v).toBe(long);
      const tooLong = `${'y'.repeat(32_766)}😀tail`;
      expect(one([tooLong])('A')?.v).toBe('y'.repeat(32_766));
    });
  },
);

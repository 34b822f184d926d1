import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { MAX_IMPORT_ROWS } from '../../../server/imports/sheet/import-limits';
import { readSheet } from '../../../server/imports/sheet/read-sheet';
import { SheetError } from '../../../server/imports/sheet/sheet-error';
import { manyRows, xlsxByHand } from './xlsx-by-hand';

const problemOf = async (bytes: Uint8Array) => {
  try {
    await readSheet(bytes);
    return null;
  } catch (error) {
    return error instanceof SheetError ? error.problem : error;
  }
};

const STYLES = `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
  <numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></numFmts>
  <cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs>
</styleSheet>`;

describe('readSheet: an xlsx read as the rows it holds', async () => {
  it('reads shared strings, inline strings, numbers and booleans, trimmed', async () => {
    const sheet = await readSheet(
      xlsxByHand({
        strings: [
          '<t>PO number</t>',
          '<r><t>Am</t></r><r><t xml:space="preserve">ount </t></r>',
          '<t> A&amp;B </t><rPh sb="0" eb="1"><t>ふりがな</t></rPh>',
        ],
        sheetData:
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Flag</t></is></c></row>' +
          '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>1500.5</v></c><c r="C2" t="b"><v>1</v></c></row>' +
          '<row r="3"><c r="A3" t="str"><f>A2</f><v>  x_x000D_y </v></c><c r="B3" s="3"><v>0.1</v></c><c r="C3" t="b"><v>0</v></c></row>',
        styles: STYLES,
      }),
    );
    expect(sheet).toEqual({
      header: ['PO number', 'Amount', 'Flag'],
      rows: [
        ['A&B', '1500.5', 'true'],
        ['x\ry', '0.1', 'false'],
      ],
    });
  });

  it('turns date-styled numbers into YYYY-MM-DD (built-in and custom formats), in UTC', async () => {
    const sheet = await readSheet(
      xlsxByHand({
        sheetData:
          '<row r="1"><c r="A1" t="inlineStr"><is><t>Issue date</t></is></c><c r="B1" t="inlineStr"><is><t>Due date</t></is></c><c r="C1" t="inlineStr"><is><t>Amount</t></is></c></row>' +
          '<row r="2"><c r="A2" s="1"><v>46296</v></c><c r="B2" s="2"><v>46386.75</v></c><c r="C2" s="3"><v>46296</v></c></row>',
        styles: STYLES,
      }),
    );
    expect(sheet.rows).toEqual([['2026-10-01', '2026-12-31', '46296']]);
  });

  it('leaves missing cells empty and skips empty rows, placing cells by their reference', async () => {
    const sheet = await readSheet(
      xlsxByHand({
        sheetData:
          '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="C1" t="inlineStr"><is><t>c</t></is></c></row>' +
          '<row r="2"/><row r="3"><c r="B3" t="inlineStr"><is><t>  </t></is></c><c r="C3"/></row>' +
          '<row r="4"><c r="C4"><v>3</v></c></row>' +
          '<row r="5"><c r="A5"><v>1</v></c><c><v>2</v></c></row>',
      }),
    );
    expect(sheet).toEqual({
      header: ['a', '', 'c'],
      rows: [
        ['', '', '3'],
        ['1', '2'],
      ],
    });
  });

  it('reads what a sheet holds, not the range it declares', async () => {
    const sheet = await readSheet(
      xlsxByHand({
        dimension: 'A1:XFD1048576',
        sheetData: manyRows('No', 3),
      }),
    );
    expect(sheet).toEqual({ header: ['No'], rows: [['2'], ['3'], ['4']] });
  });

  it('takes the last allowed row and refuses the one after it', async () => {
    expect(
      (await readSheet(xlsxByHand({ sheetData: manyRows('No', MAX_IMPORT_ROWS) }))).rows,
    ).toHaveLength(MAX_IMPORT_ROWS);
    expect(await problemOf(xlsxByHand({ sheetData: manyRows('No', MAX_IMPORT_ROWS + 1) }))).toBe(
      'tooManyRows',
    );
  });

  it('refuses a sheet that inflates past the cap (zip bomb), whatever it declares', async () => {
    const spaces = new Uint8Array(64 * 1024 * 1024).fill(0x20);
    const bomb = xlsxByHand({ sheetData: spaces });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await problemOf(bomb)).toBe('tooLarge');
  });

  it('refuses a header wider than the import reads', async () => {
    expect(
      await problemOf(
        xlsxByHand({
          sheetData:
            '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="XFD1" t="inlineStr"><is><t>z</t></is></c></row>',
        }),
      ),
    ).toBe('tooManyColumns');
  });

  it('refuses what is not a workbook', async () => {
    expect(await problemOf(new TextEncoder().encode(''))).toBe('unreadable');
    expect(await problemOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('unreadable');
  });

  it('reads an xlsx SheetJS writes as it did before (dates typed as text stay text)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['PO number *', 'PO amount *', 'Issue date *'],
        ['PO-1', 1500.5, '2026-10-01'],
      ]),
      'Sheet1',
    );
    const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(await readSheet(bytes)).toEqual({
      header: ['PO number *', 'PO amount *', 'Issue date *'],
      rows: [['PO-1', '1500.5', '2026-10-01']],
    });
  });
});

describe('readSheet: csv and legacy xls', async () => {
  it('keeps csv text as typed: quotes, separators and line breaks inside quotes, blank rows', async () => {
    const csv = 'No;Name;Amount\r\n1;"A; ""B""";0012.50\r\n;;\r\n2;"multi\nline"; 7 \n';
    expect(await readSheet(new TextEncoder().encode(csv))).toEqual({
      header: ['No', 'Name', 'Amount'],
      rows: [
        ['1', 'A; "B"', '0012.50'],
        ['2', 'multi\nline', '7'],
      ],
    });
  });

  it('reads UTF-8 csv text and stops at the row limit', async () => {
    const zh = await readSheet(new TextEncoder().encode('\ufeff发票号,买方\nINV-1,北方零售\n'));
    expect(zh).toEqual({ header: ['发票号', '买方'], rows: [['INV-1', '北方零售']] });
    const lines = ['No', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => String(i))];
    expect(await problemOf(new TextEncoder().encode(lines.join('\n')))).toBe('tooManyRows');
  });

  it('reads an xls (BIFF8) through SheetJS, only its cells, dates by format', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Invoice number', 'Due date', 'Amount'],
      ['INV-1', 46386, 12.5],
    ]);
    const due = sheet['B2'] as XLSX.CellObject;
    due.z = 'yyyy-mm-dd';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect(await readSheet(bytes)).toEqual({
      header: ['Invoice number', 'Due date', 'Amount'],
      rows: [['INV-1', '2026-12-30', '12.5']],
    });
  });
});

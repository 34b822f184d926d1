import * as XLSX from 'xlsx';

/** A workbook's sheet as rows of raw values (numbers stay numbers), read by SheetJS. */
export function sheetRows(book: XLSX.WorkBook, index = 0): unknown[][] {
  const sheet = book.Sheets[book.SheetNames[index] ?? ''];
  if (!sheet) throw new Error(`the workbook has no sheet ${index}`);
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' });
}

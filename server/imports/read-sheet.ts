import * as XLSX from 'xlsx';

/** The first sheet as text: its header row and the data rows below it. */
export interface SheetText {
  header: string[];
  rows: string[][];
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A date format has a day, month or year part outside quotes and brackets (`m/d/yy`, `yyyy-mm-dd`). */
const isDateFormat = (format: string | undefined) =>
  format !== undefined && /[dmy]/i.test(format.replace(/"[^"]*"|\[[^\]]*\]/g, ''));

/**
 * A cell as the form would hold it: dates as YYYY-MM-DD (from the serial number, in UTC, because
 * SheetJS's own date conversion can land on the evening before), numbers as plain decimal text,
 * anything else as its text.
 */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (isDateFormat(cell.z === undefined ? undefined : String(cell.z))) {
      const ms = EXCEL_EPOCH_MS + Math.round(cell.v) * DAY_MS;
      return new Date(ms).toISOString().slice(0, 10);
    }
    return String(cell.v);
  }
  if (cell.t === 'b') return cell.v ? 'true' : 'false';
  return String(cell.v).trim();
}

/**
 * Reads an uploaded xlsx, xls or csv. SheetJS's npm release (0.18.5) has published advisories for
 * reading untrusted files (prototype pollution, ReDoS): acceptable in this reference server, not in
 * a production one (docs/uploads.md). `raw` keeps csv text as typed (no guessed dates or numbers).
 * Null when the bytes are not a spreadsheet.
 */
export function readSheet(bytes: Uint8Array): SheetText | null {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', raw: true, cellNF: true, dense: false });
  } catch {
    return null;
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet?.['!ref']) return null;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const lines: string[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const line: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      line.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
    }
    lines.push(line);
  }
  const [header = [], ...rows] = lines;
  return { header, rows: rows.filter((row) => row.some((cell) => cell !== '')) };
}

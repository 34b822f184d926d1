import * as XLSX from 'xlsx';
import { isDateFormat, numberText } from './cell-text';
import type { SheetCell, SheetCollector } from './sheet-text';
import { SheetError } from './sheet-error';

function cellText(cell: XLSX.CellObject): string {
  if (cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    return numberText(cell.v, isDateFormat(cell.z === undefined ? undefined : String(cell.z)));
  }
  if (cell.t === 'b') return cell.v ? 'true' : 'false';
  return String(cell.v).trim();
}

/**
 * Legacy formats (xls as BIFF, and the XML or HTML files Excel also saves as .xls) through
 * SheetJS: the file is at most 20 MB and parsed inside the import worker (heap cap, timeout).
 * Only the cells SheetJS found are visited, never the declared range (which the file may inflate
 * to the whole grid). Not `sheetRows`: it cuts by row position, so a sheet with blank rows would
 * silently lose rows below the cut; the collector counts the rows that hold text instead.
 */
export function readLegacyRows(bytes: Uint8Array, collector: SheetCollector): void {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', raw: true, cellNF: true, dense: false });
  } catch {
    throw new SheetError('unreadable');
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) throw new SheetError('unreadable');
  const rows = new Map<number, SheetCell[]>();
  for (const [ref, cell] of Object.entries(sheet)) {
    if (ref.startsWith('!')) continue;
    const { r, c } = XLSX.utils.decode_cell(ref);
    const text = cellText(cell as XLSX.CellObject);
    if (text === '') continue;
    const row = rows.get(r) ?? [];
    row.push({ col: c, text });
    rows.set(r, row);
  }
  for (const r of [...rows.keys()].sort((a, b) => a - b)) collector.add(rows.get(r) ?? []);
}

import { readCsvRows } from './csv-rows';
import { readLegacyRows } from './legacy-rows';
import { SheetError } from './sheet-error';
import { SheetCollector, type SheetText } from './sheet-text';
import { dateStyles, sharedStrings, workbookParts } from './xlsx-parts';
import { readSheetRows } from './xlsx-sheet';
import { newBudget, zipEntries } from './zip-entries';

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/** The first sheet of an xlsx, read as a stream of its rows (docs/uploads.md, "Batch import"). */
async function readXlsx(bytes: Uint8Array, collector: SheetCollector): Promise<void> {
  const entries = zipEntries(bytes);
  const budget = newBudget();
  const parts = await workbookParts(bytes, entries, budget);
  if (!parts) throw new SheetError('unreadable');
  const lookups = {
    dates: await dateStyles(bytes, entries, parts.styles, budget),
    strings: await sharedStrings(bytes, entries, parts.sharedStrings, budget),
  };
  if (!(await readSheetRows(bytes, entries, parts.sheet, budget, lookups, collector))) {
    throw new SheetError('unreadable');
  }
}

/**
 * Reads an uploaded xlsx, xls or csv, told apart by their bytes: a ZIP is an xlsx, an OLE2
 * compound file (or markup) a legacy Excel file, anything else csv text. Only the cells the file
 * holds are read, rows stop at the import's limit, and an xlsx may inflate to at most
 * MAX_INFLATED_BYTES. Throws SheetError for what it refuses.
 */
export async function readSheet(bytes: Uint8Array): Promise<SheetText> {
  const collector = new SheetCollector();
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) await readXlsx(bytes, collector);
  else if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) readLegacyRows(bytes, collector);
  else {
    const text = new TextDecoder().decode(bytes);
    if (/^\s*</.test(text)) readLegacyRows(bytes, collector);
    else readCsvRows(text, collector);
  }
  const sheet = collector.result();
  if (!sheet) throw new SheetError('unreadable');
  return sheet;
}

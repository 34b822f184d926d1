import * as XLSX from 'xlsx';
import type { Language } from '../../src/shared/constants';
import { detailText } from '../http/messages';
import type { RowFailure } from './import-rows';

/**
 * The failing rows of an import as an xlsx the user can fix and import again: the row number,
 * the file's own columns as they were, and why the row was refused, in the user's language.
 * Small (one import's failures), so SheetJS's whole-sheet writer is fine here.
 */
export function errorReport(
  header: readonly string[],
  failures: readonly RowFailure[],
  language: Language,
): Uint8Array {
  const rows = [
    [
      detailText('importReportHeader', language),
      ...header,
      detailText('importReportReason', language),
    ],
    ...failures.map((f) => [f.row, ...header.map((_, c) => f.cells[c] ?? ''), f.reason]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Errors');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

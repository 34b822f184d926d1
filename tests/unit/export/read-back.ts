/** Test helpers: write rows with our writers, read the result back independently. */
import { strFromU8, unzipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { BytesParts } from '../../../src/worker/export/writer/file-parts';
import { createXlsxWriter, type XlsxTuning } from '../../../src/worker/export/writer/xlsx-writer';
import type { SheetWriterOptions } from '../../../src/worker/export/writer/types';

export function writeXlsx(
  options: SheetWriterOptions,
  rows: readonly (readonly unknown[])[],
  tuning: XlsxTuning = {},
): Uint8Array {
  const parts = new BytesParts();
  const writer = createXlsxWriter(options, parts, tuning);
  // Two batches, as the driver calls it, so state carried between batches is exercised.
  const half = Math.ceil(rows.length / 2);
  writer.writeRows(rows.slice(0, half));
  writer.writeRows(rows.slice(half));
  writer.end();
  return parts.bytes();
}

/** SheetJS as an independent reader of our file. */
export const readXlsx = (bytes: Uint8Array): XLSX.WorkBook =>
  XLSX.read(bytes, { type: 'array', cellNF: true, cellDates: false });

export function cell(book: XLSX.WorkBook, ref: string, sheet = 0): XLSX.CellObject | undefined {
  const ws = book.Sheets[book.SheetNames[sheet] as string] as XLSX.WorkSheet;
  return ws[ref] as XLSX.CellObject | undefined;
}

/** A part of the package as text (for what SheetJS does not expose). */
export function part(bytes: Uint8Array, name: string): string {
  const file = unzipSync(bytes, { filter: (f) => f.name === name })[name];
  if (!file) throw new Error(`no ${name} in the package`);
  return strFromU8(file);
}

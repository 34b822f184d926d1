import * as XLSX from 'xlsx';
import type { Language } from '../../src/shared/constants';
import type { RecordForm } from '../forms/records/record-form';
import { headerOf, importFields } from './import-columns';

/**
 * The import template: one header row naming the importable fields in the user's language
 * (required ones marked `*`), columns wide enough to read. Dates and amounts are typed as text.
 */
export function templateSheet(form: RecordForm, language: Language): Uint8Array<ArrayBuffer> {
  const header = importFields(form, language).map(headerOf);
  const sheet = XLSX.utils.aoa_to_sheet([header]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(14, h.length + 4) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Template');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

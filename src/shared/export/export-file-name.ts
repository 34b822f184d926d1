import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { ExportFormat } from './export-request';

dayjs.extend(utc);

export const EXPORT_MIME_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

// Characters Windows and macOS refuse in file names, and control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * `{title}_{YYYYMMDD}.{ext}` (spec 000 §9: file names get a YYYYMMDD suffix), the date being the
 * user's calendar day in their offset, not the machine's.
 */
export function exportFileName(
  title: string,
  format: ExportFormat,
  now: number,
  offsetMinutes: number,
): string {
  const day = dayjs(now).utcOffset(offsetMinutes).format('YYYYMMDD');
  const safe = title.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim() || 'export';
  return `${safe}_${day}.${format}`;
}

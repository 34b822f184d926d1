import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIME_FORMAT, DEFAULT_TIMEZONE_OFFSET_MIN } from '../constants';

dayjs.extend(utc);

/**
 * "+8", "+08:00", "-5:30", "UTC+8" → minutes east of UTC. Anything unreadable gives the
 * portal's default (+8), never a crash in a table cell.
 */
export function offsetMinutes(timeZone: string | null | undefined): number {
  const match = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec((timeZone ?? '').trim());
  if (!match) return DEFAULT_TIMEZONE_OFFSET_MIN;
  const [, sign, hours = '0', minutes = '0'] = match;
  const total = Number(hours) * 60 + Number(minutes);
  if (total > 14 * 60) return DEFAULT_TIMEZONE_OFFSET_MIN;
  return sign === '-' ? -total : total;
}

export interface DateFormatOptions {
  timeZone?: string | null;
  format?: string | null;
  /** Timestamps get HH:mm:ss appended to the date format. */
  withTime?: boolean;
}

/** Shows an instant in the user's offset and format; empty values show '-'. */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '-';
  const parsed = dayjs.utc(value);
  if (!parsed.isValid()) return '-';
  const format = `${options.format || DEFAULT_TIME_FORMAT}${options.withTime ? ' HH:mm:ss' : ''}`;
  return parsed.utcOffset(offsetMinutes(options.timeZone)).format(format);
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Only the year, month and day tokens, between separators that are no dayjs token. */
const PLAIN_FORMAT = /^(?:YYYY|MM|DD|[^A-Za-z[\]])+$/;

/**
 * A calendar date (`YYYY-MM-DD`: a due date, not an instant) in the user's format. No offset is
 * applied: a due date is the same day everywhere.
 */
export function formatCalendarDate(value: string | null | undefined, format?: string | null) {
  if (!value) return '-';
  const pattern = format || DEFAULT_TIME_FORMAT;
  // A table formats every visible date cell at each render: a plain date in a plain day format
  // is put together from its parts, without dayjs's parse and format (same text).
  const plain = PLAIN_DATE.exec(value);
  if (plain && PLAIN_FORMAT.test(pattern)) {
    const [, year = '', month = '', day = ''] = plain;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    // An impossible day (02-30) is left to dayjs, which rolls it over.
    if (date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day))
      return pattern.replace(/YYYY|MM|DD/g, (token) =>
        token === 'YYYY' ? year : token === 'MM' ? month : day,
      );
  }
  const parsed = dayjs.utc(value);
  if (!parsed.isValid()) return '-';
  return parsed.format(pattern);
}

/**
 * The user's date format (dayjs tokens, spec 000 §9: `YYYY/MM/DD` by default) as PrimeReact's
 * Calendar writes it: `yy` is its four-digit year, `mm` and `dd` two-digit month and day.
 */
export function calendarPattern(format?: string | null): string {
  return (format || DEFAULT_TIME_FORMAT)
    .replace(/YYYY/g, 'yy')
    .replace(/MM/g, 'mm')
    .replace(/DD/g, 'dd');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A contract date (`YYYY-MM-DD`) as the local midnight a date picker shows; anything else is no
 * date (an empty field), never a shifted day.
 */
export function localDateOf(iso: string | null | undefined): Date | null {
  const match = ISO_DATE.exec(iso ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : null;
}

/** The day a date picker chose, as the contract's `YYYY-MM-DD` (its local day, no offset). */
export function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

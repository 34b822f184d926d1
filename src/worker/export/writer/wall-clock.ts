/**
 * Dates and datetimes as wall-clock milliseconds (milliseconds since 1970-01-01T00:00 of the
 * clock shown, not of UTC), parsed by character codes: an export parses millions of them, and
 * `Date` parsing is both slower and lenient in ways we do not want (it accepts "2024-02-31").
 * NaN means "not a date" and the writers then keep the original value as text.
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1000;
};
const two = (s: string, i: number): number => digit(s, i) * 10 + digit(s, i + 1);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Day number of a leading "YYYY-MM-DD", or NaN. */
function leadingDay(s: string): number {
  if (s.length < 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return Number.NaN;
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return Number.NaN;
  }
  return daysFromCivil(year, month, day);
}

/**
 * A date cell: "YYYY-MM-DD", or the date part of "YYYY-MM-DD HH:mm:ss" / an ISO string (the
 * part written, not converted: a date column holds calendar dates). Wall-clock ms of midnight.
 */
export function dateWallMs(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  if (value.length > 10) {
    const sep = value.charCodeAt(10);
    if (sep !== 32 && sep !== 84) return Number.NaN;
  }
  return leadingDay(value) * DAY_MS;
}

/**
 * A datetime cell. Epoch milliseconds, a `Date`, or a string with an offset (`Z`, `+08:00`,
 * `-0530`) is an instant, shown in `offsetMinutes`; "YYYY-MM-DD HH:mm[:ss[.fff]]" (space or
 * `T`) without an offset is already the wall clock to show; a bare date is its midnight.
 */
export function datetimeWallMs(value: unknown, offsetMinutes: number): number {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value + offsetMinutes * MINUTE_MS : Number.NaN;
  }
  if (value instanceof Date) return datetimeWallMs(value.getTime(), offsetMinutes);
  if (typeof value !== 'string') return Number.NaN;
  const day = leadingDay(value);
  if (day !== day) return Number.NaN;
  const n = value.length;
  if (n === 10) return day * DAY_MS;
  const sep = value.charCodeAt(10);
  if ((sep !== 32 && sep !== 84) || n < 16 || value.charCodeAt(13) !== 58) return Number.NaN;
  const hour = two(value, 11);
  const minute = two(value, 14);
  let second = 0;
  let ms = 0;
  let i = 16;
  if (i < n && value.charCodeAt(i) === 58) {
    second = two(value, 17);
    i = 19;
    if (i < n && value.charCodeAt(i) === 46) {
      // Fractions: milliseconds from the first three digits, further digits ignored.
      let scale = 100;
      for (i++; i < n && digit(value, i) >= 0; i++) {
        ms += digit(value, i) * scale;
        scale /= 10;
      }
      ms = Math.floor(ms);
    }
  }
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
    return Number.NaN;
  }
  const wall = day * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
  if (i === n) return wall;
  const zone = value.charCodeAt(i);
  if (zone === 90 && i + 1 === n) return wall + offsetMinutes * MINUTE_MS;
  if (zone !== 43 && zone !== 45) return Number.NaN;
  const rest = value.slice(i + 1).replace(':', '');
  if (rest.length !== 4) return Number.NaN;
  const given = two(rest, 0) * 60 + two(rest, 2);
  if (given < 0 || given > 18 * 60) return Number.NaN;
  const signed = zone === 43 ? given : -given;
  return wall + (offsetMinutes - signed) * MINUTE_MS;
}

/** "YYYY-MM-DD" of a wall-clock ms. */
export function formatDay(wallMs: number): string {
  const z = Math.floor(wallMs / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** "YYYY-MM-DD HH:mm:ss" of a wall-clock ms (milliseconds dropped). */
export function formatDateTime(wallMs: number): string {
  const dayStart = Math.floor(wallMs / DAY_MS) * DAY_MS;
  const seconds = Math.floor((wallMs - dayStart) / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${formatDay(dayStart)} ${pad2(h)}:${pad2(m)}:${pad2(seconds % 60)}`;
}

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../../src/shared/format/date';

dayjs.extend(utc);

/** What dayjs writes: formatCalendarDate's short path for plain dates must write the same. */
const byDayjs = (value: string, format: string) => {
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.format(format) : '-';
};

describe('a calendar date in the user format', () => {
  const formats = [
    'YYYY/MM/DD',
    'DD/MM/YYYY',
    'MM-DD-YYYY',
    'YYYY.MM.DD',
    'YYYYMMDD',
    'DD MM YYYY',
  ];
  // Every day of a leap year and of a common one, month ends and year ends included.
  const days: string[] = [];
  for (const year of [2024, 2027])
    for (
      let d = new Date(Date.UTC(year, 0, 1));
      d.getUTCFullYear() === year;
      d.setUTCDate(d.getUTCDate() + 1)
    )
      days.push(d.toISOString().slice(0, 10));

  it.each(formats)('writes every day as dayjs does in %s', (format) => {
    for (const day of days) expect(formatCalendarDate(day, format)).toBe(byDayjs(day, format));
  });

  it.each([
    ['2027-02-30', 'YYYY/MM/DD'],
    ['2027-13-01', 'YYYY/MM/DD'],
    ['2027-01-31T00:00:00Z', 'YYYY/MM/DD'],
    ['2027-01-31', 'YYYY/MM/DD HH:mm'],
    ['2027-01-31', '[Day] DD'],
    ['not a date', 'YYYY/MM/DD'],
  ])('leaves %s in %s to dayjs, with its answer', (value, format) => {
    expect(formatCalendarDate(value, format)).toBe(byDayjs(value, format));
  });

  it('uses the portal default for no format, and shows no date as "-"', () => {
    expect(formatCalendarDate('2027-01-31', null)).toBe('2027/01/31');
    expect(formatCalendarDate('', 'YYYY/MM/DD')).toBe('-');
    expect(formatCalendarDate(null)).toBe('-');
  });
});

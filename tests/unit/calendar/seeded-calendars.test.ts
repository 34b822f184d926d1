import { describe, expect, it } from 'vitest';
import { generateCalendars, seededYears } from '../../../server/holidays/generate-calendars';
import { lastPublishedYear } from '../../../server/holidays/cn-calendar';
import { CALENDAR_CURRENCIES, countryOfCurrency } from '../../../src/shared/calendar/business-day';

// A fixed seed day: the calendars are a pure function of it (and of the packages' data).
const calendars = generateCalendars('2026-11-26');
const entry = (country: string, date: string) =>
  calendars.filter((h) => h.countryCode === country && h.calendarDate === date);

describe('seeded holiday calendars', () => {
  it('span the seed day’s year less two to its year plus two, for every calendar currency', () => {
    expect(seededYears('2026-11-26')).toEqual([2024, 2025, 2026, 2027, 2028]);
    const dates = calendars.map((h) => h.calendarDate).sort();
    expect(dates[0]?.slice(0, 4)).toBe('2024');
    expect(dates.at(-1)?.slice(0, 4)).toBe('2028');
    const countries = new Set(calendars.map((h) => h.countryCode));
    expect([...countries].sort()).toEqual(CALENDAR_CURRENCIES.map(countryOfCurrency).sort());
  });

  it('hold one entry per country and day, typed J or B', () => {
    const keys = calendars.map((h) => `${h.countryCode} ${h.calendarDate}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(calendars.every((h) => h.type === 'J' || h.type === 'B')).toBe(true);
  });

  it('CN: National Day 2025-10-01 is a rest day and 2025-09-28 (a Sunday) a make-up working day', () => {
    expect(entry('CN', '2025-10-01')).toEqual([
      {
        calendarDate: '2025-10-01',
        countryCode: 'CN',
        holidayNameCn: '国庆节',
        holidayNameEn: 'National Day',
        type: 'J',
      },
    ]);
    expect(entry('CN', '2025-09-28')).toMatchObject([{ type: 'B', holidayNameCn: '国庆节' }]);
    expect(entry('CN', '2026-02-28')).toMatchObject([{ type: 'B', holidayNameCn: '春节' }]);
  });

  it('CN: a year chinese-days has not published yet has the statutory days and no make-up days', () => {
    const unpublished = lastPublishedYear() + 1;
    const year = calendars.filter(
      (h) => h.countryCode === 'CN' && h.calendarDate.startsWith(`${unpublished}-`),
    );
    expect(year.some((h) => h.calendarDate === `${unpublished}-10-01` && h.type === 'J')).toBe(
      true,
    );
    expect(year.every((h) => h.type === 'J')).toBe(true);
    // Children's Day is not a day off for everyone; the half days are not whole rest days.
    expect(year.map((h) => h.calendarDate)).not.toContain(`${unpublished}-06-01`);
    expect(year.map((h) => h.calendarDate)).not.toContain(`${unpublished}-03-08`);
  });

  it('US: Independence Day 2026 falls on a Saturday and is observed on Friday 2026-07-03', () => {
    expect(entry('US', '2026-07-03')).toMatchObject([
      { type: 'J', holidayNameEn: 'Independence Day (substitute day)' },
    ]);
    expect(entry('US', '2026-11-26')).toMatchObject([
      { type: 'J', holidayNameEn: 'Thanksgiving Day' },
    ]);
    // Christmas Eve is optional, not a day off.
    expect(entry('US', '2026-12-24')).toEqual([]);
  });

  it('JP: New Year’s Day 2026 and the banks’ 2 January are rest days, with Chinese names where known', () => {
    expect(entry('JP', '2026-01-01')).toMatchObject([
      { type: 'J', holidayNameEn: "New Year's Day", holidayNameCn: '元旦' },
    ]);
    expect(entry('JP', '2026-01-02')).toMatchObject([{ type: 'J', holidayNameEn: 'January 2nd' }]);
  });

  it('HK: National Day 2026-10-01 is a rest day named in Chinese', () => {
    expect(entry('HK', '2026-10-01')).toMatchObject([
      { type: 'J', holidayNameEn: 'National Day', holidayNameCn: '國慶日' },
    ]);
  });

  it('SG: National Day 2026 is a Sunday, and Monday 2026-08-10 is its substitute', () => {
    expect(entry('SG', '2026-08-09')).toMatchObject([{ type: 'J' }]);
    expect(entry('SG', '2026-08-10')).toMatchObject([
      { type: 'J', holidayNameEn: 'National Day (substitute day)' },
    ]);
  });

  it('GB: Boxing Day 2026 is a Saturday, and Monday 2026-12-28 is its substitute', () => {
    expect(entry('GB', '2026-12-28')).toMatchObject([
      { type: 'J', holidayNameEn: 'Boxing Day (substitute day)' },
    ]);
  });

  it('EUR: TARGET2’s closing days only (Good Friday is one; German Unity Day is not)', () => {
    expect(entry('EU', '2026-04-03')).toMatchObject([{ type: 'J', holidayNameEn: 'Good Friday' }]);
    expect(entry('EU', '2026-10-03')).toEqual([]);
    const year = calendars.filter(
      (h) => h.countryCode === 'EU' && h.calendarDate.startsWith('2026-'),
    );
    expect(year.map((h) => h.calendarDate)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('only CN has make-up working days (date-holidays has none)', () => {
    const makeUp = new Set(calendars.filter((h) => h.type === 'B').map((h) => h.countryCode));
    expect([...makeUp]).toEqual(['CN']);
  });
});

import { CALENDAR_CURRENCIES, countryOfCurrency } from '../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../src/shared/calendar/holiday-record';
import { cnYear } from './cn-calendar';
import { countryDays, restDayRecords, target2Days } from './country-calendar';

/** One country's entries of one year. */
function countryYear(country: string, year: number): HolidayRecord[] {
  if (country === 'CN') return cnYear(year);
  if (country === 'EU') return restDayRecords('EU', target2Days(year));
  return restDayRecords(country, countryDays(country, year));
}

/** The seeded years: the seed day's year less two to its year plus two, whole years. */
export function seededYears(seedDay: string): number[] {
  const year = Number(seedDay.slice(0, 4));
  return [year - 2, year - 1, year, year + 1, year + 2];
}

/**
 * Every calendar the currencies follow, over the seeded years, sorted by country then date.
 * Pure and offline: the packages carry their data.
 */
export function generateCalendars(seedDay: string): HolidayRecord[] {
  const countries = [...new Set(CALENDAR_CURRENCIES.map(countryOfCurrency))];
  return countries
    .flatMap((country) => seededYears(seedDay).flatMap((year) => countryYear(country, year)))
    .sort((a, b) =>
      a.countryCode === b.countryCode
        ? a.calendarDate.localeCompare(b.calendarDate)
        : a.countryCode.localeCompare(b.countryCode),
    );
}

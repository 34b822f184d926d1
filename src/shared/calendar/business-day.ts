import { isRestDay, type HolidayRecord } from './holiday-record';

/**
 * The calendar each currency settles on (docs/holidays.md). EUR follows TARGET2's closing days,
 * not one member state's holidays: that is when euro payments do not move.
 */
export const CURRENCY_COUNTRY = {
  CNY: 'CN',
  HKD: 'HK',
  USD: 'US',
  EUR: 'EU',
  JPY: 'JP',
  SGD: 'SG',
  GBP: 'GB',
} as const satisfies Record<string, string>;

export type CalendarCurrency = keyof typeof CURRENCY_COUNTRY;

export const CALENDAR_CURRENCIES = Object.keys(CURRENCY_COUNTRY) as CalendarCurrency[];

export const isCalendarCurrency = (currency: string): currency is CalendarCurrency =>
  Object.hasOwn(CURRENCY_COUNTRY, currency);

/** The country whose calendar a currency follows; '' for a currency without one. */
export function countryOfCurrency(currency: string): string {
  return isCalendarCurrency(currency) ? CURRENCY_COUNTRY[currency] : '';
}

/** Saturday or Sunday of a `YYYY-MM-DD` date (read as a calendar day, no time zone). */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The holiday entry of `countryCode` on `date`, if any. */
export function holidayOn(
  date: string,
  holidays: readonly HolidayRecord[],
  countryCode: string,
): HolidayRecord | undefined {
  return holidays.find((h) => h.calendarDate === date && h.countryCode === countryCode);
}

/**
 * A business day of the country: not one of its rest days, and either a weekday or a make-up
 * working day (a weekend day worked in exchange, 调休).
 */
export function isBusinessDay(
  date: string,
  holidays: readonly HolidayRecord[],
  countryCode: string,
): boolean {
  const entry = holidayOn(date, holidays, countryCode);
  if (entry === undefined) return !isWeekend(date);
  return !isRestDay(entry);
}

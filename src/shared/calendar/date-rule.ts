import { holidayOn, isBusinessDay, isWeekend } from './business-day';
import { isRestDay, type HolidayRecord } from './holiday-record';

/** The calendar a picker shows: one currency's country and its entries. */
export interface PickerCalendar {
  holidays: readonly HolidayRecord[];
  countryCode: string;
}

/** A page's own rule on top of the spec's (spec 001 §4 "a custom disabled rule applies"). */
export type DisabledDateRule = (date: string, calendar: PickerCalendar) => boolean;

/**
 * Spec 001 §4 as written: a weekend day with no holiday entry, or a make-up working day, is
 * disabled. (So a weekday rest day stays selectable and a make-up working day does not: see
 * docs/holidays.md; the finance order's due date adds `notABusinessDay`.)
 */
export function isDisabledBySpec(date: string, calendar: PickerCalendar): boolean {
  const entry = holidayOn(date, calendar.holidays, calendar.countryCode);
  if (entry === undefined) return isWeekend(date);
  return !isRestDay(entry);
}

/** The spec's rule, or the page's own. */
export function isDateDisabled(
  date: string,
  calendar: PickerCalendar,
  custom?: DisabledDateRule,
): boolean {
  return isDisabledBySpec(date, calendar) || (custom?.(date, calendar) ?? false);
}

/** The custom rule of a due date: it must be a business day of the currency's country. */
export const notABusinessDay: DisabledDateRule = (date, calendar) =>
  !isBusinessDay(date, calendar.holidays, calendar.countryCode);

/** What a date cell is marked with: 休 on a rest day, 班 on a make-up working day. */
export type DayMark = { kind: 'rest' | 'makeUp'; holiday: HolidayRecord };

export function dayMark(date: string, calendar: PickerCalendar): DayMark | null {
  const entry = holidayOn(date, calendar.holidays, calendar.countryCode);
  if (entry === undefined) return null;
  return { kind: isRestDay(entry) ? 'rest' : 'makeUp', holiday: entry };
}

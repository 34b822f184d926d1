import {
  isDateDisabled,
  type DisabledDateRule,
  type PickerCalendar,
} from '../../../shared/calendar/date-rule';

/** `YYYY-MM-DD` of a calendar cell (month 0-based, as PrimeReact gives it). */
export const isoOfCell = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/**
 * The disabled days of the viewed month and the one on each side (its other-month cells, and the
 * next month a click away), as the local-midnight Dates PrimeReact's `disabledDates` compares.
 * Bounded by the view, never by the calendar's span.
 */
export function disabledDatesAround(
  view: Date,
  calendar: PickerCalendar,
  custom?: DisabledDateRule,
): Date[] {
  const out: Date[] = [];
  const first = new Date(view.getFullYear(), view.getMonth() - 1, 1);
  const end = new Date(view.getFullYear(), view.getMonth() + 2, 1);
  for (let d = first; d < end; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    if (isDateDisabled(isoOfCell(d.getFullYear(), d.getMonth(), d.getDate()), calendar, custom)) {
      out.push(d);
    }
  }
  return out;
}

import { z } from 'zod';
import { INPUT_PROBLEMS } from './problems';

/** The years a business date may have: older or later ones are typing mistakes or probes. */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (2024-02-29 does, 2024-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02-30 over to 03-01 and month 13 into the next year: a round trip catches both.
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `YYYY-MM-DD`, optionally a time `THH:MM[:SS[.fff]]` and a zone `Z` / `±HH:MM`, all real. */
export function isDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m || !isCalendarDate(m[1] as string)) return false;
  const within = (value: string | undefined, max: number) =>
    value === undefined || Number(value) <= max;
  return (
    within(m[2], 23) && within(m[3], 59) && within(m[4], 59) && within(m[5], 14) && within(m[6], 59)
  );
}

/** A calendar date `YYYY-MM-DD` (years 1900–9999) that exists: what PostgreSQL's `date` accepts. */
export const calendarDate = z
  .string()
  .max(10)
  .refine(isCalendarDate, { message: INPUT_PROBLEMS.calendarDate });

/** A date, or a date and time, that exists (a timestamp filter's end, an ISO answer). */
export const dateTime = z.string().max(40).refine(isDateTime, { message: INPUT_PROBLEMS.dateTime });

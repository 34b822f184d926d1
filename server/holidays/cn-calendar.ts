import { createRequire } from 'node:module';
import { z } from 'zod';
import {
  MAKE_UP_WORKING_DAY,
  REST_DAY,
  type HolidayRecord,
} from '../../src/shared/calendar/holiday-record';
import { countryDays, restDayRecords } from './country-calendar';

/** chinese-days' data file: `date → "English name,中文名,days"` for rest and make-up days. */
const chineseDaysFile = z.object({
  holidays: z.record(z.string(), z.string()),
  workdays: z.record(z.string(), z.string()),
});

const require = createRequire(import.meta.url);

let cached: z.infer<typeof chineseDaysFile> | undefined;
const chineseDays = () =>
  (cached ??= chineseDaysFile.parse(require('chinese-days/dist/chinese-days.json')));

const record = (date: string, entry: string, type: string): HolidayRecord => {
  const [nameEn = '', nameCn = nameEn] = entry.split(',');
  return {
    calendarDate: date,
    countryCode: 'CN',
    holidayNameCn: nameCn,
    holidayNameEn: nameEn,
    type,
  };
};

/** The last year chinese-days has the State Council's published arrangement for. */
export function lastPublishedYear(): number {
  const years = Object.keys(chineseDays().holidays).map((d) => Number(d.slice(0, 4)));
  return Math.max(...years);
}

/**
 * Days for everyone in the law (Children's Day is for children only, and the half days are
 * dropped as whole-day-only anyway).
 */
const NOT_FOR_EVERYONE = new Set(['06-01']);

/**
 * Mainland China's calendar of `year`: the published rest days and make-up working days (调休)
 * from chinese-days; for a year not yet published, the statutory days date-holidays computes,
 * without make-up days, which nobody knows before the State Council announces them.
 */
export function cnYear(year: number): HolidayRecord[] {
  if (year <= lastPublishedYear()) {
    const { holidays, workdays } = chineseDays();
    const inYear = (date: string) => date.startsWith(`${year}-`);
    return [
      ...Object.entries(holidays)
        .filter(([date]) => inYear(date))
        .map(([date, entry]) => record(date, entry, REST_DAY)),
      ...Object.entries(workdays)
        .filter(([date]) => inYear(date))
        .map(([date, entry]) => record(date, entry, MAKE_UP_WORKING_DAY)),
    ];
  }
  return restDayRecords(
    'CN',
    countryDays('CN', year).filter((d) => !NOT_FOR_EVERYONE.has(d.rule)),
  );
}

import Holidays from 'date-holidays';
import type { HolidayRecord } from '../../src/shared/calendar/holiday-record';
import { REST_DAY } from '../../src/shared/calendar/holiday-record';

/** date-holidays' kinds of day on which banks close; observances and school days are not. */
const CLOSED_TYPES = new Set(['public', 'bank']);

interface CountryDay {
  date: string;
  nameEn: string;
  nameCn: string;
  rule: string;
}

/**
 * A country's whole-day public and bank holidays of `year` from date-holidays, with the English
 * name and the Chinese one where the package has it (otherwise the English one: docs/holidays.md).
 * Half days (a rule with a start time, such as Christmas Eve from 14:00) are not rest days.
 */
export function countryDays(country: string, year: number): CountryDay[] {
  const en = new Holidays(country, { languages: ['en'] }).getHolidays(year, 'en');
  const zh = new Holidays(country, { languages: ['zh', 'en'] }).getHolidays(year, 'zh');
  const zhByRule = new Map(zh.map((h) => [`${h.date}\u0000${h.rule}`, h.name]));
  return en
    .filter((h) => CLOSED_TYPES.has(h.type) && h.date.endsWith(' 00:00:00'))
    .map((h) => ({
      date: h.date.slice(0, 10),
      nameEn: h.name,
      nameCn: zhByRule.get(`${h.date}\u0000${h.rule}`) ?? h.name,
      rule: h.rule,
    }));
}

/** Rest-day records of `countryCode`, one per date: two holidays on one day share a record. */
export function restDayRecords(countryCode: string, days: readonly CountryDay[]): HolidayRecord[] {
  const byDate = new Map<string, HolidayRecord>();
  for (const d of days) {
    const seen = byDate.get(d.date);
    if (seen === undefined) {
      byDate.set(d.date, {
        calendarDate: d.date,
        countryCode,
        holidayNameCn: d.nameCn,
        holidayNameEn: d.nameEn,
        type: REST_DAY,
      });
    } else if (!seen.holidayNameEn.split(' / ').includes(d.nameEn)) {
      seen.holidayNameEn += ` / ${d.nameEn}`;
      seen.holidayNameCn += ` / ${d.nameCn}`;
    }
  }
  return [...byDate.values()];
}

/**
 * The euro's calendar: TARGET2's closing days (New Year's Day, Good Friday, Easter Monday,
 * 1 May, 25 and 26 December), named as date-holidays names them for Germany, where all six are
 * public holidays too.
 */
const TARGET2_RULES = new Set(['01-01', 'easter -2', 'easter 1', '05-01', '12-25', '12-26']);

export function target2Days(year: number): CountryDay[] {
  return countryDays('DE', year).filter((d) => TARGET2_RULES.has(d.rule));
}

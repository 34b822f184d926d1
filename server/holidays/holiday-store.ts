import type { Db } from '../db/db';
import { countryOfCurrency } from '../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../src/shared/calendar/holiday-record';

/**
 * The holiday entries of the calendars the currencies follow, by date then country. A currency
 * without a calendar contributes nothing (its country is '' and no row has it).
 */
export async function holidaysOf(
  db: Db,
  currencyCodes: readonly string[],
): Promise<HolidayRecord[]> {
  const countries = [...new Set(currencyCodes.map(countryOfCurrency).filter((c) => c !== ''))];
  if (countries.length === 0) return [];
  const { rows } = await db.query<{
    calendar_date: string;
    country_code: string;
    holiday_name_cn: string;
    holiday_name_en: string;
    type: string;
  }>(
    `SELECT to_char(calendar_date, 'YYYY-MM-DD') AS calendar_date, country_code,
            holiday_name_cn, holiday_name_en, type
       FROM holidays WHERE country_code = ANY($1::text[])
      ORDER BY calendar_date, country_code`,
    [countries],
  );
  return rows.map((r) => ({
    calendarDate: r.calendar_date,
    countryCode: r.country_code,
    holidayNameCn: r.holiday_name_cn,
    holidayNameEn: r.holiday_name_en,
    type: r.type,
  }));
}

import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { NO_STATEMENT_TIMEOUT } from '../db/statement-timeout';
import { generateCalendars } from '../holidays/generate-calendars';

/** Tables this seed owns (the seed's TRUNCATE list). */
export const HOLIDAY_TABLES = ['holidays'] as const;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The holiday calendars around the seed day, generated from the packages' data (no network). */
export async function seedHolidays(tx: Db, seedDay: Date): Promise<void> {
  await insertRows(
    tx,
    'holidays',
    ['country_code', 'calendar_date', 'type', 'holiday_name_cn', 'holiday_name_en'],
    generateCalendars(isoDay(seedDay)).map((h) => [
      h.countryCode,
      h.calendarDate,
      h.type,
      h.holidayNameCn,
      h.holidayNameEn,
    ]),
  );
}

/**
 * A database seeded before migration 0022 gets its calendars on the next start, around the day
 * it was seeded, without a reseed of everything else.
 */
export async function ensureHolidays(db: Db, seedDay: Date): Promise<void> {
  const empty = async (d: Db) =>
    (await d.query<{ n: number }>('SELECT count(*)::int AS n FROM holidays')).rows[0]?.n === 0;
  if (!(await empty(db))) return;
  await db.transaction(async (tx) => {
    await tx.exec(NO_STATEMENT_TIMEOUT);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed'))`);
    if (await empty(tx)) await seedHolidays(tx, seedDay);
  });
}

import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { holidaysOf } from '../../holidays/holiday-store';

/**
 * POST holiday list (spec 001 §7): every entry of the calendars the currencies follow over the
 * seeded years (docs/holidays.md), by date. Public reference data, the same for every company.
 */
export function registerHolidayList(api: ApiMount): void {
  route(api, holidayList, async ({ db, body }) => holidaysOf(db, body.currencyCode));
}

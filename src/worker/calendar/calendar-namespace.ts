import { proxy } from 'comlink';
import { holidayList } from '../../api/endpoints/company/holiday-list';
import { isCalendarCurrency } from '../../shared/calendar/business-day';
import type { HolidayRecord } from '../../shared/calendar/holiday-record';
import type { CoreServices } from '../core/create-core';

/**
 * Holiday calendars for the date pickers (docs/holidays.md). One request per currency the first
 * time a picker asks; later pickers of the same currency reuse the answer, which is the same for
 * every user (the calendars change only with a reseed). A currency without a calendar has no
 * entries: its picker knows only weekends. The cache holds at most one entry per calendar
 * currency, so it cannot grow with what is asked.
 */
export function calendarNamespace(core: Promise<CoreServices>) {
  const byCurrency = new Map<string, Promise<HolidayRecord[]>>();
  const fetchOne = (currency: string): Promise<HolidayRecord[]> => {
    const known = byCurrency.get(currency);
    if (known) return known;
    const pending = core.then((c) =>
      // Silent: without holidays the picker still works (weekends only) and says so itself.
      c.http.call(holidayList, { body: { currencyCode: [currency] } }, { silent: true }),
    );
    byCurrency.set(currency, pending);
    // A failure is not remembered: the next picker (or the same one on a new currency) asks again.
    pending.catch(() => byCurrency.delete(currency));
    return pending;
  };
  return proxy({
    async holidays(currency: string): Promise<HolidayRecord[]> {
      if (!isCalendarCurrency(currency)) return [];
      return fetchOne(currency);
    },
  });
}

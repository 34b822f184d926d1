import { useEffect, useState } from 'react';
import { countryOfCurrency } from '../../../shared/calendar/business-day';
import type { HolidayRecord } from '../../../shared/calendar/holiday-record';
import type { PickerCalendar } from '../../../shared/calendar/date-rule';
import { useCore } from '../../core/use-core';

export interface HolidayCalendarState {
  calendar: PickerCalendar;
  /** The currency's calendar could not be read: only weekends are known. */
  failed: boolean;
  /** The calendar of the current currency has arrived (or failed). */
  ready: boolean;
}

const NONE: readonly HolidayRecord[] = [];

/**
 * The holiday calendar of `currency`, read through the worker and read again whenever the
 * currency changes (spec 001 §7). An answer for a currency no longer shown is dropped.
 */
export function useHolidayCalendar(currency: string): HolidayCalendarState {
  const core = useCore();
  const [state, setState] = useState<{
    currency: string;
    holidays: readonly HolidayRecord[];
    failed: boolean;
  } | null>(null);
  useEffect(() => {
    let current = true;
    core.calendar.holidays(currency).then(
      (holidays) => {
        if (current) setState({ currency, holidays, failed: false });
      },
      () => {
        if (current) setState({ currency, holidays: NONE, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [core, currency]);
  const fresh = state?.currency === currency ? state : null;
  return {
    calendar: { holidays: fresh?.holidays ?? NONE, countryCode: countryOfCurrency(currency) },
    failed: fresh?.failed ?? false,
    ready: fresh !== null,
  };
}

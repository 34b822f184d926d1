/**
 * A day of a country's holiday calendar as spec 001 §3 gives it: `type` 'J' is a rest day, any
 * other type (ours: 'B') a make-up working day, a weekend day worked in exchange for a rest day.
 */
export interface HolidayRecord {
  /** `YYYY-MM-DD`. */
  calendarDate: string;
  /** The calendar's country (ISO 3166-1 alpha-2; 'EU' for the euro's TARGET2 closing days). */
  countryCode: string;
  holidayNameCn: string;
  holidayNameEn: string;
  type: string;
}

export const REST_DAY = 'J';
export const MAKE_UP_WORKING_DAY = 'B';

export const isRestDay = (h: Pick<HolidayRecord, 'type'>): boolean => h.type === REST_DAY;

import { describe, expect, it } from 'vitest';
import {
  countryOfCurrency,
  isBusinessDay,
  isWeekend,
} from '../../../src/shared/calendar/business-day';
import type { HolidayRecord } from '../../../src/shared/calendar/holiday-record';

const cn = (calendarDate: string, type: string): HolidayRecord => ({
  calendarDate,
  countryCode: 'CN',
  holidayNameCn: '国庆节',
  holidayNameEn: 'National Day',
  type,
});

// 2025-10-01 a Wednesday rest day, 2025-09-28 a Sunday make-up working day.
const holidays = [cn('2025-10-01', 'J'), cn('2025-09-28', 'B')];

describe('business days', () => {
  it('map each currency to the country whose calendar it follows', () => {
    expect(['CNY', 'HKD', 'USD', 'EUR', 'JPY', 'SGD', 'GBP'].map(countryOfCurrency)).toEqual([
      'CN',
      'HK',
      'US',
      'EU',
      'JP',
      'SG',
      'GB',
    ]);
    expect(countryOfCurrency('XYZ')).toBe('');
    expect(countryOfCurrency('toString')).toBe('');
  });

  it('read weekends from the calendar date alone', () => {
    expect(isWeekend('2025-09-27')).toBe(true);
    expect(isWeekend('2025-09-28')).toBe(true);
    expect(isWeekend('2025-09-29')).toBe(false);
  });

  it('are weekdays that are not rest days, and make-up working days', () => {
    expect(isBusinessDay('2025-09-29', holidays, 'CN')).toBe(true);
    expect(isBusinessDay('2025-10-01', holidays, 'CN')).toBe(false);
    expect(isBusinessDay('2025-09-28', holidays, 'CN')).toBe(true);
    expect(isBusinessDay('2025-09-27', holidays, 'CN')).toBe(false);
  });

  it('only count the entries of the country asked about', () => {
    expect(isBusinessDay('2025-10-01', holidays, 'HK')).toBe(true);
    expect(isBusinessDay('2025-09-28', holidays, 'HK')).toBe(false);
  });

  it('treat any type other than J as a make-up working day (spec 001 §3)', () => {
    expect(isBusinessDay('2025-10-04', [cn('2025-10-04', 'X')], 'CN')).toBe(true);
  });
});

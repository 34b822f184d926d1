import { describe, expect, it } from 'vitest';
import {
  dayMark,
  isDateDisabled,
  isDisabledBySpec,
  notABusinessDay,
  type PickerCalendar,
} from '../../../src/shared/calendar/date-rule';

const calendar: PickerCalendar = {
  countryCode: 'CN',
  holidays: [
    // Wednesday rest day, Saturday rest day, Sunday make-up working day.
    {
      calendarDate: '2025-10-01',
      countryCode: 'CN',
      holidayNameCn: '国庆节',
      holidayNameEn: 'National Day',
      type: 'J',
    },
    {
      calendarDate: '2025-10-04',
      countryCode: 'CN',
      holidayNameCn: '国庆节',
      holidayNameEn: 'National Day',
      type: 'J',
    },
    {
      calendarDate: '2025-09-28',
      countryCode: 'CN',
      holidayNameCn: '国庆节',
      holidayNameEn: 'National Day',
      type: 'B',
    },
  ],
};

describe('the picker’s disable rule (spec 001 §4, as written)', () => {
  it('disables a weekend day with no holiday entry', () => {
    expect(isDisabledBySpec('2025-09-27', calendar)).toBe(true);
  });

  it('disables a make-up working day', () => {
    expect(isDisabledBySpec('2025-09-28', calendar)).toBe(true);
  });

  it('leaves a weekday rest day and a weekend rest day selectable, and an ordinary weekday', () => {
    expect(isDisabledBySpec('2025-10-01', calendar)).toBe(false);
    expect(isDisabledBySpec('2025-10-04', calendar)).toBe(false);
    expect(isDisabledBySpec('2025-09-29', calendar)).toBe(false);
  });

  it('adds a page’s own rule', () => {
    const noMondays = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1;
    expect(isDateDisabled('2025-09-29', calendar)).toBe(false);
    expect(isDateDisabled('2025-09-29', calendar, noMondays)).toBe(true);
  });

  it('with the due date’s business-day rule, disables every rest day too', () => {
    expect(isDateDisabled('2025-10-01', calendar, notABusinessDay)).toBe(true);
    expect(isDateDisabled('2025-10-04', calendar, notABusinessDay)).toBe(true);
    expect(isDateDisabled('2025-09-29', calendar, notABusinessDay)).toBe(false);
    // The spec's rule still disables the make-up working day, a business day (docs/holidays.md).
    expect(isDateDisabled('2025-09-28', calendar, notABusinessDay)).toBe(true);
  });

  it('marks rest days and make-up working days with their holiday', () => {
    expect(dayMark('2025-10-01', calendar)).toMatchObject({
      kind: 'rest',
      holiday: { holidayNameCn: '国庆节' },
    });
    expect(dayMark('2025-09-28', calendar)).toMatchObject({ kind: 'makeUp' });
    expect(dayMark('2025-09-29', calendar)).toBeNull();
  });
});

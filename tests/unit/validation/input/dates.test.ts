import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  dateTime,
  isCalendarDate,
  isDateTime,
} from '../../../../src/shared/validation/input/dates';
import { INPUT_PROBLEMS } from '../../../../src/shared/validation/input/problems';

describe('calendar dates', () => {
  it('accepts days that exist, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1900-01-01', '9999-12-31', '2025-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days a YYYY-MM-DD pattern lets through', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '0000-00-00',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '1899-12-31',
      '9999-99-99',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('refuses other shapes', () => {
    for (const text of ['2024-2-3', '20240203', '2024-02-03T00:00:00Z', ' 2024-02-03', '']) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('reports the problem id the server translates', () => {
    const result = calendarDate.safeParse('2024-02-30');
    expect(result.error?.issues.map((i) => i.message)).toEqual([INPUT_PROBLEMS.calendarDate]);
  });
});

describe('date-times', () => {
  it('accepts a date alone or with a real time and zone', () => {
    for (const text of [
      '2024-02-29',
      '2024-02-29T23:59',
      '2024-02-29 23:59:59',
      '2024-02-29T23:59:59.123Z',
      '2024-02-29T00:00:00+08:00',
      '2024-02-29T00:00:00-0530',
    ]) {
      expect(isDateTime(text), text).toBe(true);
    }
  });

  it('refuses impossible dates, times and zones', () => {
    for (const text of [
      '2024-02-30T10:00:00Z',
      '2024-02-29T24:00',
      '2024-02-29T10:60',
      '2024-02-29T10:00:61',
      '2024-02-29T10:00:00+15:00',
      '0000-00-00T00:00',
    ]) {
      expect(isDateTime(text), text).toBe(false);
    }
    expect(dateTime.safeParse('x'.repeat(100)).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { calendarPattern, isoDateOf, localDateOf } from '../../../../src/shared/format/date';

describe('dates picked in the user format', () => {
  it.each([
    ['YYYY/MM/DD', 'yy/mm/dd'],
    ['DD/MM/YYYY', 'dd/mm/yy'],
    ['MM/DD/YYYY', 'mm/dd/yy'],
    ['YYYY-MM-DD', 'yy-mm-dd'],
    [null, 'yy/mm/dd'],
    ['', 'yy/mm/dd'],
  ])('writes %s as the calendar pattern %s', (format, pattern) => {
    expect(calendarPattern(format)).toBe(pattern);
  });

  it('reads a contract date as its local day and writes it back unchanged', () => {
    const day = localDateOf('2027-01-31');
    expect(day?.getFullYear()).toBe(2027);
    expect(day?.getMonth()).toBe(0);
    expect(day?.getDate()).toBe(31);
    expect(isoDateOf(day as Date)).toBe('2027-01-31');
  });

  it.each(['', '2027-02-30', '31/01/2027', '2027-1-3', null])('reads %s as no date', (text) => {
    expect(localDateOf(text)).toBeNull();
  });
});

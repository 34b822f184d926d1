import { describe, expect, it } from 'vitest';
import { formatDate, offsetMinutes } from '../../../../src/shared/format/date';

describe('dates in the user offset', () => {
  it.each([
    ['+8', 480],
    ['+08:00', 480],
    ['-5:30', -330],
    ['UTC+9', 540],
    ['', 480],
    ['nonsense', 480],
    ['+15', 480],
  ])('reads %s as %i minutes', (zone, minutes) => {
    expect(offsetMinutes(zone)).toBe(minutes);
  });

  it('shows an instant in +8 by default with YYYY/MM/DD', () => {
    expect(formatDate('2026-01-31T20:00:00Z')).toBe('2026/02/01');
  });

  it('appends HH:mm:ss for timestamps and honours the user format and offset', () => {
    expect(
      formatDate('2026-01-31T20:00:00Z', { timeZone: '-5', format: 'DD/MM/YYYY', withTime: true }),
    ).toBe('31/01/2026 15:00:00');
  });

  it.each([null, undefined, '', 'not a date'])('shows - for %s', (value) => {
    expect(formatDate(value)).toBe('-');
  });
});

import { DEFAULT_TIMEZONE_OFFSET_MIN } from '../../../constants';

/**
 * Today's date `YYYY-MM-DD` in the portal's business time zone (spec 000 §9: +8 unless the user
 * has another). The server judges "not in the past" in +8, so a user in Europe late at night is
 * already on the next business day, as the funders' back offices are.
 */
export function businessToday(now: Date = new Date(), offsetMinutes = DEFAULT_TIMEZONE_OFFSET_MIN) {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Calendar buckets of UTC day numbers (day 0 = 1970-01-01, a Thursday) as integers, so that a
 * group-by on a date is integer arithmetic per row and a string is built once per group.
 */

export type DateBucket = 'day' | 'week' | 'month';

export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/** Week index counted from the week of 1970-01-01; weeks start on Monday (ISO). */
export function weekIndex(day: number): number {
  return Math.floor((day + 3) / 7);
}

/** The Monday of a week index, as a day number. */
export function weekMonday(week: number): number {
  return week * 7 - 3;
}

/**
 * Proleptic Gregorian year·12 + month−1 of a day number (Hinnant's civil_from_days): integer
 * arithmetic instead of a Date object per row.
 */
export function monthIndex(day: number): number {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return year * 12 + month - 1;
}

export function formatMonth(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function bucketIndex(bucket: DateBucket, day: number): number {
  return bucket === 'day' ? day : bucket === 'week' ? weekIndex(day) : monthIndex(day);
}

/** Ageing bucket (index into AGEING_BUCKETS) of a date as of a day: days past due ≤ 0 is current. */
export function ageingIndex(asOf: number, day: number): number {
  const late = asOf - day;
  return late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4;
}

/** Characters left visible at each end of a long number. */
const KEEP_START = 3;
const KEEP_END = 4;
/** A mainland mobile number (11 digits) is the shortest masked the usual way, 138****8000. */
const MIN_LENGTH_FOR_BOTH_ENDS = 11;
/** Shorter numbers (passports, HKIDs) show only their last characters. */
const KEEP_END_SHORT = 2;

/**
 * Masks an identity or mobile number for display, keeping its length so the shape still reads as
 * an ID card or a phone number: the first 3 and last 4 characters stay, the rest become '*'.
 * Spaces and dashes are dropped first, or they would count as visible characters. A number
 * shorter than 11 characters keeps only its last 2: 3 + 4 of a 9-character passport number would
 * leave almost nothing hidden.
 */
export function maskMiddle(value: string): string {
  const chars = [...value.replace(/[\s-]/g, '')];
  const [start, end] =
    chars.length >= MIN_LENGTH_FOR_BOTH_ENDS ? [KEEP_START, KEEP_END] : [0, KEEP_END_SHORT];
  if (chars.length <= start + end) return '*'.repeat(chars.length);
  return [
    ...chars.slice(0, start),
    ...'*'.repeat(chars.length - start - end),
    ...chars.slice(chars.length - end),
  ].join('');
}

/** Time formats the user may pick (spec 000 section 9: YYYY/MM/DD by default). */
export const TIME_FORMATS = ['YYYY/MM/DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;

/** Whole-hour offsets from UTC-12 to UTC+14, written as the server stores them ('+8', '-5'). */
export const TIME_ZONES: readonly string[] = Array.from({ length: 27 }, (_, i) => {
  const offset = i - 12;
  return `${offset < 0 ? '-' : '+'}${Math.abs(offset)}`;
});

/** The endpoint's shape of an offset; half-hour zones set elsewhere still pass through. */
export const TIME_ZONE_PATTERN = /^[+-]\d{1,2}(:\d{2})?$/;

/**
 * The picker's choices: the whole hours, plus the user's current zone when it is a half-hour one
 * we do not list, so opening the form never silently changes it.
 */
export function timeZoneChoices(current: string): readonly string[] {
  return TIME_ZONE_PATTERN.test(current) && !TIME_ZONES.includes(current)
    ? [...TIME_ZONES, current]
    : TIME_ZONES;
}

/** A remark's maximum length (spec 001 §2), in characters as the user sees them. */
export const REMARK_MAX_LENGTH = 500;

export interface RemarkCount {
  length: number;
  max: number;
  /** True when the text is longer than the limit (a remark stored before the limit). */
  over: boolean;
}

/**
 * Counts code points, not UTF-16 units: an emoji or a rare CJK character is one character to the
 * user (and to a Postgres varchar), so it must not use up two of the 500.
 */
export function remarkLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export function remarkCount(text: string, max = REMARK_MAX_LENGTH): RemarkCount {
  const length = remarkLength(text);
  return { length, max, over: length > max };
}

/**
 * What a remark becomes when the user types or pastes `next` over `previous`: at most the limit,
 * its first characters kept. A text already over the limit (stored before it) may only shrink.
 */
export function withinRemark(next: string, previous = '', max = REMARK_MAX_LENGTH): string {
  const length = remarkLength(next);
  if (length <= max) return next;
  if (length <= remarkLength(previous)) return next;
  return Array.from(next)
    .slice(0, Math.max(max, remarkLength(previous)))
    .join('');
}

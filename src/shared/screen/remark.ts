/** A remark's maximum length (spec 001 §2), in characters as the user sees them. */
export const REMARK_MAX_LENGTH = 500;

export interface RemarkCount {
  length: number;
  max: number;
  /** True when the text is longer than the limit: it is kept, but the form must not send it. */
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

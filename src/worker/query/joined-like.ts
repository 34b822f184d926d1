import { lowerDict } from './column-keys';
import type { StringColumn } from './types';

/**
 * A `%a%b%…%` LIKE over a large dictionary (a million unique invoice numbers), answered by
 * scanning one joined lower-case string with native `indexOf` instead of calling a matcher
 * per entry: the search skips whole runs of non-matching entries, so the cost follows the
 * matches, not the dictionary size.
 */

/** Entries never contain it (checked), so a segment match can never span two entries. */
const SEP = '\u0000';

export interface JoinedDict {
  text: string;
  /** Where entry `code` starts; `starts[size]` is one past the end. */
  starts: Int32Array;
}

/** The joined lower-case dictionary, built once per column; null when an entry holds SEP. */
export function joinedLower(col: StringColumn): JoinedDict | null {
  if (col.cache.joined !== undefined) return col.cache.joined;
  const lower = lowerDict(col);
  const starts = new Int32Array(lower.length + 1);
  let at = 0;
  let clean = true;
  for (let code = 0; code < lower.length; code++) {
    const entry = lower[code] as string;
    if (entry.includes(SEP)) clean = false;
    starts[code] = at;
    at += entry.length + 1;
  }
  starts[lower.length] = at;
  // One flat string (a trailing empty entry gives the last separator): `text + SEP` would be a
  // rope, which the per-entry reads of like-at.ts would walk through on every character.
  col.cache.joined = clean ? { text: lower.concat('').join(SEP), starts } : null;
  return col.cache.joined;
}

/**
 * Marks in `lut` (slot = code + 1) every entry that contains `anchor` and passes `like`: the
 * scan jumps from one occurrence of the anchor to the next, so only entries holding it are
 * tested. `anchor` is lower case, non-empty and free of SEP.
 */
export function markByAnchor(
  joined: JoinedDict,
  lower: readonly string[],
  anchor: string,
  like: (lowerText: string) => boolean,
  lut: Uint8Array,
): void {
  const { text, starts } = joined;
  let code = 0;
  let pos = 0;
  for (;;) {
    const at = text.indexOf(anchor, pos);
    if (at < 0) return;
    while ((starts[code + 1] as number) <= at) code++;
    if (like(lower[code] as string)) lut[code + 1] = 1;
    code++;
    pos = starts[code] as number;
  }
}

/**
 * The segment to anchor a scan on: the one found in the fewest of the first entries. Null when
 * even that one is in most entries, where testing every entry directly is cheaper.
 */
export function pickAnchor(lower: readonly string[], segments: readonly string[]): string | null {
  const sample = Math.min(lower.length, 2048);
  let best: string | null = null;
  let bestHits = Infinity;
  for (const segment of segments) {
    if (segment.includes(SEP)) continue;
    let hits = 0;
    for (let i = 0; i < sample; i++) if ((lower[i] as string).includes(segment)) hits++;
    if (hits < bestHits) {
      best = segment;
      bestHits = hits;
    }
  }
  return best !== null && bestHits <= sample * 0.5 ? best : null;
}

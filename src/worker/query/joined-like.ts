import { sqlLower } from './sql-text';
import type { StringColumn } from './types';

/**
 * A string column's lower case, kept in one form only: every dictionary entry lower-cased
 * (`sqlLower`) and joined into one flat string. LIKE reads its entries there (like-at.ts), and a
 * `%a%b%…%` LIKE over a large dictionary (a million unique invoice numbers) is answered by
 * scanning it with native `indexOf` instead of calling a matcher per entry: the search skips
 * whole runs of non-matching entries, so the cost follows the matches, not the dictionary size.
 * An array of the lower-cased entries next to it held the same text a second time (55.6 MB for
 * the invoice numbers at a million rows; issue 21, memory).
 */

/** Entries never contain it (checked), so a segment match can never span two entries. */
const SEP = '\u0000';

/** Entries lower-cased together (a part's lower-case strings are let go once joined). */
const PART = 1 << 14;

export interface JoinedDict {
  text: string;
  /** Where entry `code` starts; `starts[size]` is one past the end. */
  starts: Int32Array;
}

/**
 * `count` entries from `from` lower-cased and joined, each followed by SEP, and their starts
 * (relative to the part) written to `starts[from…]`; null when an entry holds SEP.
 */
export function joinPart(
  dict: readonly string[],
  from: number,
  count: number,
  starts: Int32Array,
  base: number,
): string | null {
  const lower = new Array<string>(count);
  let at = base;
  for (let i = 0; i < count; i++) {
    const entry = sqlLower(dict[from + i] as string);
    if (entry.includes(SEP)) return null;
    lower[i] = entry;
    starts[from + i] = at;
    at += entry.length + 1;
  }
  // One flat string per part, with a trailing empty entry for the last separator (`text + SEP`
  // would be a rope); the parts are joined flat again (`Array.join`).
  return lower.concat('').join(SEP);
}

/** The joined lower-case dictionary, built once per column; null when an entry holds SEP. */
export function joinedLower(col: StringColumn): JoinedDict | null {
  if (col.cache.joined !== undefined) return col.cache.joined;
  const dict = col.dict();
  const starts = new Int32Array(dict.length + 1);
  const parts: string[] = [];
  let length = 0;
  for (let from = 0; from < dict.length; from += PART) {
    const part = joinPart(dict, from, Math.min(PART, dict.length - from), starts, length);
    if (part === null) {
      col.cache.joined = null;
      return null;
    }
    parts.push(part);
    length += part.length;
  }
  starts[dict.length] = length;
  col.cache.joined = { text: parts.join(''), starts };
  return col.cache.joined;
}

/** A LIKE on one entry of the joined form, read in place: `likeAt(text, start, end)` (like-at.ts). */
export type EntryTest = (text: string, start: number, end: number) => boolean;

/**
 * Marks in `lut` (slot = code + 1) every entry that contains `anchor` and passes `test`: the
 * scan jumps from one occurrence of the anchor to the next, so only entries holding it are
 * tested; `test` null means holding the anchor is the match (`%anchor%`). `anchor` is lower
 * case, non-empty and free of SEP.
 */
export function markByAnchor(
  joined: JoinedDict,
  anchor: string,
  test: EntryTest | null,
  lut: Uint8Array,
): void {
  const { text, starts } = joined;
  let code = 0;
  let pos = 0;
  for (;;) {
    const at = text.indexOf(anchor, pos);
    if (at < 0) return;
    while ((starts[code + 1] as number) <= at) code++;
    const start = starts[code] as number;
    const next = starts[code + 1] as number;
    if (test === null || test(text, start, next - 1)) lut[code + 1] = 1;
    code++;
    pos = next;
  }
}

/**
 * The segment to anchor a scan on: the one found in the fewest of the first entries. Null when
 * even that one is in most entries, where testing every entry directly is cheaper.
 */
export function pickAnchor(joined: JoinedDict, segments: readonly string[]): string | null {
  const sample = Math.min(joined.starts.length - 1, 2048);
  // The first entries, each followed by SEP: a segment free of SEP is found within an entry.
  const head = joined.text.slice(0, joined.starts[sample] as number);
  let best: string | null = null;
  let bestHits = Infinity;
  for (const segment of segments) {
    if (segment.includes(SEP)) continue;
    let hits = 0;
    for (let at = head.indexOf(segment); at >= 0;) {
      hits++;
      // Count an entry once: go on from the end of the entry holding this occurrence.
      const end = head.indexOf(SEP, at + segment.length);
      at = end < 0 ? -1 : head.indexOf(segment, end + 1);
    }
    if (hits < bestHits) {
      best = segment;
      bestHits = hits;
    }
  }
  return best !== null && bestHits <= sample * 0.5 ? best : null;
}

/**
 * The lower-cased dictionary and its joined form (what LIKE caches on a string column), built
 * a part at a time for a warm-up. Each part goes through the engine's own `lowerDict` and
 * `joinedLower` (on a stand-in column holding only that part), so the text rules stay in
 * column-keys.ts and joined-like.ts; only the stitching of parts is done here. Both are
 * per-entry maps, so the parts joined equal the whole (`warm-table.test.ts` checks it).
 */
import { lowerDict } from './column-keys';
import { joinedLower, type JoinedDict } from './joined-like';
import type { StringColumn } from './types';

/** Dictionary entries handled between two pauses. */
const PART = 1 << 14;

/** A column that holds only `entries`, with its own empty cache. */
function standIn(column: StringColumn, entries: string[], lower?: string[]): StringColumn {
  return {
    ...column,
    size: entries.length,
    dict: () => entries,
    cache: lower ? { lower } : {},
  };
}

/** Decodes the rest of a dictionary still held as bytes, one chunk per pause. */
export function* decodeSteps(column: StringColumn): Generator<void, string[]> {
  if (column.decodeStep) while (!column.decodeStep()) yield;
  return column.dict();
}

export function* lowerSteps(column: StringColumn): Generator<void, string[]> {
  const dict = yield* decodeSteps(column);
  if (column.cache.lower) return column.cache.lower;
  const lower: string[] = [];
  for (let at = 0; at < dict.length; at += PART) {
    for (const text of lowerDict(standIn(column, dict.slice(at, at + PART)))) lower.push(text);
    yield;
    // A query built it meanwhile: keep that one.
    if (column.cache.lower) return column.cache.lower;
  }
  column.cache.lower = lower;
  return lower;
}

export function* joinedSteps(column: StringColumn): Generator<void, void> {
  if (column.cache.joined !== undefined) return;
  const lower = yield* lowerSteps(column);
  const texts: string[] = [];
  const starts = new Int32Array(lower.length + 1);
  let length = 0;
  for (let at = 0; at < lower.length; at += PART) {
    const part = lower.slice(at, at + PART);
    const joined = joinedLower(standIn(column, part, part));
    if (column.cache.joined !== undefined) return;
    if (!joined) {
      column.cache.joined = null; // an entry holds the separator: no joined form (joined-like.ts)
      return;
    }
    for (let i = 0; i < part.length; i++) starts[at + i] = length + (joined.starts[i] as number);
    length += joined.starts[part.length] as number;
    texts.push(joined.text);
    yield;
  }
  starts[lower.length] = length;
  const whole: JoinedDict = { text: texts.join(''), starts };
  if (column.cache.joined === undefined) column.cache.joined = whole;
}

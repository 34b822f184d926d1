/**
 * The lower-cased, joined dictionary (what LIKE caches on a string column), built a part at a
 * time for a warm-up. Each part goes through the engine's own `joinPart` (joined-like.ts), so
 * the text rules stay there; only the pauses are added here. The parts joined equal the
 * whole (`warm-table.test.ts` checks it).
 */
import { joinPart, type JoinedDict } from './joined-like';
import type { StringColumn } from './types';

/** Dictionary entries handled between two pauses. */
const PART = 1 << 14;

/** Decodes the rest of a dictionary still held as bytes, one chunk per pause. */
export function* decodeSteps(column: StringColumn): Generator<void, string[]> {
  if (column.decodeStep) while (!column.decodeStep()) yield;
  return column.dict();
}

export function* joinedSteps(column: StringColumn): Generator<void, void> {
  if (column.cache.joined !== undefined) return;
  const dict = yield* decodeSteps(column);
  const texts: string[] = [];
  const starts = new Int32Array(dict.length + 1);
  let length = 0;
  for (let at = 0; at < dict.length; at += PART) {
    // A query built it meanwhile: keep that one.
    if (column.cache.joined !== undefined) return;
    const part = joinPart(dict, at, Math.min(PART, dict.length - at), starts, length);
    if (part === null) {
      column.cache.joined = null; // an entry holds the separator: no joined form (joined-like.ts)
      return;
    }
    texts.push(part);
    length += part.length;
    yield;
  }
  starts[dict.length] = length;
  const whole: JoinedDict = { text: texts.join(''), starts };
  if (column.cache.joined === undefined) column.cache.joined = whole;
}

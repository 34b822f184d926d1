/**
 * The rank of every dictionary entry in code point order (SQL's `COLLATE "C"`), equal strings
 * sharing a rank: what `stringRank` (column-keys.ts) caches for sorting and distinct. A sort
 * with a comparator took 1–5 s for the bench's million invoice numbers on this machine (20 M
 * comparator calls); a large dictionary of short strings is instead LSD radix-sorted on its
 * code units, one stable counting pass per character position from the last to the first,
 * ~n · longest length work. It is a generator that pauses every 65,536 entries, so a warm-up
 * (warm-table.ts) builds it in slices; the engine runs it through at once.
 */
import { compareCodePoints, needsCodePointOrder } from './sql-text';
import type { StringColumn } from './types';

export interface StringRank {
  perCode: Int32Array;
  domain: number;
}

/** Below this many entries a comparator sort is already cheap. */
const RADIX_MIN_SIZE = 4096;
/** Longer strings than this take the comparator sort: the radix sort's work grows with the longest. */
const RADIX_MAX_LENGTH = 64;
/** Entries handled between two pauses. */
const UNIT = 1 << 16;
/** A digit per code unit (0 = past the end of the string, so a prefix sorts first). */
const DIGITS = 0x10001;

/**
 * A code unit as a digit in code point order: UTF-16 order already is, except that the
 * surrogates (U+D800–DFFF, characters beyond U+FFFF) must come after U+E000–FFFF; as in
 * `compareCodePoints`, they move up by 0x2000 and U+E000–FFFF down by 0x800. Plus one, since 0
 * is the end of a string.
 */
function digit(text: string, at: number): number {
  if (at >= text.length) return 0;
  const unit = text.charCodeAt(at);
  return (unit < 0xd800 ? unit : unit >= 0xe000 ? unit - 0x800 : unit + 0x2000) + 1;
}

/**
 * Dense ranks from entries in sorted order: equal strings share one. `hashes` (per code, of
 * every code unit) spares reading the strings of neighbours that differ: in sorted order each
 * string is a random read of a million, ~0.5–2 s of cache misses on this machine, the hash
 * array a few MB read in the same order.
 */
function* ranksOf(
  dict: readonly string[],
  order: ArrayLike<number>,
  hashes?: Int32Array,
): Generator<void, StringRank> {
  const perCode = new Int32Array(dict.length);
  let rank = -1;
  let previous = -1;
  for (let i = 0; i < order.length; i++) {
    const code = order[i] as number;
    const differs =
      previous < 0 ||
      (hashes !== undefined && hashes[code] !== hashes[previous]) ||
      dict[code] !== dict[previous];
    if (differs) rank++;
    previous = code;
    perCode[code] = rank;
    if ((i & (UNIT - 1)) === UNIT - 1) yield;
  }
  return { perCode, domain: rank + 1 };
}

function comparatorOrder(dict: readonly string[]): number[] {
  const order = Array.from({ length: dict.length }, (_, i) => i);
  // Native `<` is code-unit order, the same as code point order unless a character is ≥ U+D800.
  if (needsCodePointOrder(dict)) {
    order.sort((a, b) => compareCodePoints(dict[a] as string, dict[b] as string));
  } else {
    order.sort((a, b) => {
      const x = dict[a] as string;
      const y = dict[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  return order;
}

export function* stringRankSteps(column: StringColumn): Generator<void, StringRank> {
  const dict = column.dict();
  const n = dict.length;
  let longest = 0;
  for (let i = 0; i < n; i++) longest = Math.max(longest, (dict[i] as string).length);
  if (n < RADIX_MIN_SIZE || longest > RADIX_MAX_LENGTH) {
    return yield* ranksOf(dict, comparatorOrder(dict));
  }
  yield;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Uint32Array(n);
  const digits = new Uint32Array(n);
  const hashes = new Int32Array(n);
  const counts = new Uint32Array(DIGITS);
  for (let at = longest - 1; at >= 0; at--) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const d = digit(dict[i] as string, at);
      digits[i] = d;
      hashes[i] = Math.imul((hashes[i] as number) ^ d, 0x01000193); // FNV-1a step
      counts[d] = (counts[d] as number) + 1;
      if ((i & (UNIT - 1)) === UNIT - 1) yield;
    }
    // Every entry has the same unit here ("INV-" in every invoice number): nothing to reorder.
    if (counts[digits[0] as number] === n) continue;
    let sum = 0;
    for (let d = 0; d < DIGITS; d++) {
      const c = counts[d] as number;
      counts[d] = sum;
      sum += c;
    }
    // Stable: entries are placed in their current order, so later positions break ties.
    for (let i = 0; i < n; i++) {
      const code = order[i] as number;
      const d = digits[code] as number;
      const to = counts[d] as number;
      counts[d] = to + 1;
      next[to] = code;
      if ((i & (UNIT - 1)) === UNIT - 1) yield;
    }
    [order, next] = [next, order];
    yield;
  }
  return yield* ranksOf(dict, order, hashes);
}

import { containsSegments, compileLike } from './like';
import { compileLikeAt } from './like-at';
import type { LikeAt } from './like-at';
import { joinedLower, markByAnchor, pickAnchor } from './joined-like';
import { sqlLower } from './sql-text';

/** Below this many dictionary entries a direct test of each is already cheap. */
export const ANCHOR_MIN_SIZE = 4096;
import type { LikeMatcher } from './like';
import type { Column, Filter, NumericColumn, StringColumn, Table } from './types';
import { boundFor, formatCents, formatDay, isEmpty, parseCents, parseDay } from './values';

/**
 * A compiled filter is one of two monomorphic shapes so the row loops stay tight:
 * a lookup table over dictionary codes (slot 0 = empty), or a closed interval on doubles
 * (NaN = empty fails every compare), or a per-row predicate for rare cases.
 */
type Compiled =
  | { shape: 'lut'; codes: Int32Array; lut: Uint8Array }
  | { shape: 'interval'; values: Float64Array; lo: number; hi: number }
  | { shape: 'predicate'; test: (row: number) => boolean }
  | {
      shape: 'memo';
      col: StringColumn;
      like: LikeMatcher;
      /** The same LIKE on an entry of the joined dictionary, for the few rows left (lutFor). */
      likeAt: LikeAt;
      /** Set for "contains" patterns, which a whole-dictionary test answers by one joined scan. */
      segments: string[] | null;
    };

function column(table: Table, field: string): Column {
  const found = table.columns.get(field);
  if (!found) throw new Error(`query: unknown field "${field}"`);
  return found;
}

/** A LUT over a string column's dictionary: the test runs once per distinct entry, not per row. */
function lutOf(
  col: StringColumn,
  emptyMatches: boolean,
  test: (code: number) => boolean,
): Compiled {
  const lut = new Uint8Array(col.size + 1);
  lut[0] = emptyMatches ? 1 : 0;
  for (let code = 0; code < col.size; code++) lut[code + 1] = test(code) ? 1 : 0;
  return { shape: 'lut', codes: col.codes, lut };
}

function numericText(col: NumericColumn, value: number): string {
  if (col.type === 'date') return formatDay(value);
  if (col.type === 'money') return formatCents(value);
  return String(value);
}

function toCanonical(col: NumericColumn, value: string | number): number {
  if (col.type === 'money') return parseCents(value);
  if (col.type === 'date') return parseDay(value);
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}

function compileEnum(col: Column, values: (string | number)[]): Compiled {
  const emptyMatches = values.some((v) => isEmpty(v));
  if (col.kind === 'string') {
    const wanted = new Set(values.filter((v) => !isEmpty(v)).map(String));
    const dict = col.dict();
    return lutOf(col, emptyMatches, (code) => wanted.has(dict[code] as string));
  }
  const wanted = new Set(values.filter((v) => !isEmpty(v)).map((v) => toCanonical(col, v)));
  const data = col.values;
  return {
    shape: 'predicate',
    test: (row) => {
      const v = data[row] as number;
      return v !== v ? emptyMatches : wanted.has(v);
    },
  };
}

/** SQL's `lower(col) LIKE lower(pattern)`: an empty value is NULL, which no pattern matches (not even `%`). */
function compileText(col: Column, pattern: string): Compiled {
  const like = compileLike(pattern);
  if (col.kind === 'string') {
    // Decided at run time (see lutFor): a full LUT, or a memo filled only for surviving rows' codes.
    return {
      shape: 'memo',
      col,
      like,
      likeAt: compileLikeAt(pattern),
      segments: containsSegments(pattern),
    };
  }
  const data = col.values;
  return {
    shape: 'predicate',
    test: (row) => {
      const v = data[row] as number;
      return v === v && like(numericText(col, v).toLowerCase());
    },
  };
}

function compileInterval(
  col: Column,
  lo: number,
  hi: number,
  parse: (s: string) => number,
): Compiled {
  if (col.kind === 'numeric') return { shape: 'interval', values: col.values, lo, hi };
  const dict = col.dict();
  return lutOf(col, false, (code) => {
    const v = parse(dict[code] as string);
    return v >= lo && v <= hi;
  });
}

const numberOf = (s: string): number => (s.trim() === '' ? Number.NaN : Number(s));

/** Null when the filter holds for every row (no bounds), so it costs nothing. */
function compile(table: Table, filter: Filter): Compiled | null {
  const col = column(table, filter.field);
  switch (filter.kind) {
    case 'enum':
      return compileEnum(col, filter.values);
    case 'text':
      return compileText(col, filter.pattern);
    case 'dateRange': {
      const from = filter.from ? parseDay(filter.from) : Number.NaN;
      const to = filter.to ? parseDay(filter.to) : Number.NaN;
      if (from !== from && to !== to) return null;
      return compileInterval(
        col,
        from === from ? from : -Infinity,
        to === to ? to : Infinity,
        parseDay,
      );
    }
    case 'range': {
      const { min, max } = filter;
      if (min === undefined && max === undefined) return null;
      const type = col.kind === 'numeric' ? col.type : 'number';
      let lo = min === undefined ? -Infinity : boundFor(type, min);
      let hi = max === undefined ? Infinity : boundFor(type, max);
      // Exclusive ends become the next representable double so one closed-interval loop serves all.
      if (filter.minExclusive && min !== undefined) lo = nextUp(lo);
      if (filter.maxExclusive && max !== undefined) hi = nextDown(hi);
      return compileInterval(col, lo, hi, numberOf);
    }
  }
}

const scratch = new Float64Array(1);
const bits = new BigInt64Array(scratch.buffer);
function nextUp(x: number): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return Number.MIN_VALUE;
  scratch[0] = x;
  bits[0] = (bits[0] as bigint) + (x > 0 ? 1n : -1n);
  return scratch[0];
}
const nextDown = (x: number): number => -nextUp(-x);

/**
 * A text filter over a dictionary larger than the rows still selected (a million unique
 * invoice numbers after the other filters left 30,000 rows) tests only the codes those rows
 * use, each once; otherwise it tests the whole dictionary into a LUT.
 */
function lutFor(c: Compiled, rowsLeft: number): Runnable {
  if (c.shape !== 'memo') return c;
  const { col, like, likeAt } = c;
  if (col.size <= rowsLeft) return { shape: 'lut', codes: col.codes, lut: wholeDictionary(c) };
  const { codes } = col;
  // A warmed column has its joined form: each row's entry is tested in place in one flat string,
  // with no memo (a plain Utf8 column has one entry per row, so a memo would never hit, and
  // reading it was one more cache miss per row).
  const joined = col.cache.joined;
  if (joined) {
    const { text, starts } = joined;
    return {
      shape: 'predicate',
      test: (row) => {
        const code = codes[row] as number;
        // Entry `code` ends one before the next entry's start (its separator); empty never matches.
        return code >= 0 && likeAt(text, starts[code] as number, (starts[code + 1] as number) - 1);
      },
    };
  }
  // Not warmed yet: each entry the rows use is lower-cased once, when first met.
  const memo = new Uint8Array(col.size + 1); // 0 unknown, 1 match, 2 no match
  memo[0] = 2; // the empty value never matches
  return {
    shape: 'predicate',
    test: (row) => {
      const slot = (codes[row] as number) + 1;
      let known = memo[slot] as number;
      if (known === 0) {
        known = like(sqlLower(col.text(slot - 1))) ? 1 : 2;
        memo[slot] = known;
      }
      return known === 1;
    },
  };
}

/** The LIKE of every dictionary entry, as a LUT (slot 0, the empty value, never matches). */
function wholeDictionary(c: Extract<Compiled, { shape: 'memo' }>): Uint8Array {
  const { col, like } = c;
  const lut = new Uint8Array(col.size + 1);
  const joined = joinedLower(col);
  if (!joined) {
    for (let code = 0; code < col.size; code++)
      lut[code + 1] = like(sqlLower(col.text(code))) ? 1 : 0;
    return lut;
  }
  // An entry as a slice of the joined string (a view into it, or a copy of a short one) tested by
  // `like`'s native `indexOf`: reading it in place per code unit (like-at.ts) made the bench's
  // q2, which tests the 23 % of a million entries holding its anchor, ~10 % slower.
  const test = (text: string, start: number, end: number) => like(text.slice(start, end));
  const anchor = c.segments && col.size > ANCHOR_MIN_SIZE ? pickAnchor(joined, c.segments) : null;
  if (anchor !== null) {
    // `%anchor%` alone: holding the anchor is the match.
    markByAnchor(joined, anchor, c.segments?.length === 1 ? null : test, lut);
    return lut;
  }
  const { text, starts } = joined;
  for (let code = 0; code < col.size; code++) {
    lut[code + 1] = test(text, starts[code] as number, (starts[code + 1] as number) - 1) ? 1 : 0;
  }
  return lut;
}

type Runnable = Exclude<Compiled, { shape: 'memo' }>;

/*
 * The row loops below write every candidate and advance the count by 0 or 1 (a LUT holds 0/1;
 * an interval's two compares are added as numbers), so a filter that keeps a random quarter
 * of the rows costs no mispredicted branch per row: 6 → 4 ms for a million dates on this
 * machine. Writing `rows[kept]` before knowing is safe: `kept` never passes the row read.
 */

/** Keeps, in place, the entries of `rows[0..count)` that pass; returns the new count. */
function refine(compiled: Compiled, rows: Uint32Array, count: number): number {
  const c = lutFor(compiled, count);
  let kept = 0;
  if (c.shape === 'lut') {
    const { codes, lut } = c;
    for (let i = 0; i < count; i++) {
      const row = rows[i] as number;
      rows[kept] = row;
      kept += lut[(codes[row] as number) + 1] as number;
    }
  } else if (c.shape === 'interval') {
    const { values, lo, hi } = c;
    for (let i = 0; i < count; i++) {
      const row = rows[i] as number;
      const v = values[row] as number;
      rows[kept] = row;
      kept += Number(v >= lo) & Number(v <= hi);
    }
  } else {
    for (let i = 0; i < count; i++) {
      const row = rows[i] as number;
      if (c.test(row)) rows[kept++] = row;
    }
  }
  return kept;
}

/** First pass scans the table directly, without an identity index list. */
function scan(compiled: Compiled, length: number, rows: Uint32Array): number {
  const c = lutFor(compiled, length);
  let kept = 0;
  if (c.shape === 'lut') {
    const { codes, lut } = c;
    for (let row = 0; row < length; row++) {
      rows[kept] = row;
      kept += lut[(codes[row] as number) + 1] as number;
    }
  } else if (c.shape === 'interval') {
    const { values, lo, hi } = c;
    for (let row = 0; row < length; row++) {
      const v = values[row] as number;
      rows[kept] = row;
      kept += Number(v >= lo) & Number(v <= hi);
    }
  } else {
    for (let row = 0; row < length; row++) if (c.test(row)) rows[kept++] = row;
  }
  return kept;
}

/** Rows sampled (evenly spaced) to estimate how many rows each filter keeps. */
const SAMPLE = 1024;

/**
 * The share of a sample of rows a filter keeps: the filter that keeps the fewest runs first,
 * over the whole table, and each later one only over what is left. Text filters are not
 * estimated: they always run last (a LIKE costs far more per row than a lookup or a compare,
 * and over few rows left it tests only their entries, see lutFor).
 */
function keptShare(c: Compiled, length: number): number {
  if (c.shape === 'memo') return Infinity;
  const step = Math.max(1, Math.floor(length / SAMPLE));
  let kept = 0;
  let seen = 0;
  for (let row = 0; row < length; row += step, seen++) {
    if (c.shape === 'lut') kept += c.lut[(c.codes[row] as number) + 1] as number;
    else if (c.shape === 'interval') {
      const v = c.values[row] as number;
      kept += Number(v >= c.lo) & Number(v <= c.hi);
    } else if (c.test(row)) kept++;
  }
  return seen === 0 ? 0 : kept / seen;
}

/**
 * One row-id buffer for every table, sized to the largest and reused by every call: a fresh
 * 4 MB array per query at a million rows is what made the collector run during queries, and
 * one buffer per table (the raw tables, each dataset's view of one) held 4 MB for each (issue
 * 21, memory). Safe because every caller uses the result synchronously, before any other
 * filterRows call, and never keeps it (callers copy what they return).
 */
let rowBuffer = new Uint32Array(0);
function scratchFor(table: Table): Uint32Array {
  if (rowBuffer.length < table.length) rowBuffer = new Uint32Array(table.length);
  return rowBuffer.subarray(0, table.length);
}

/** Row indices (ascending) where every filter holds; valid until the next call (on any table). */
export function filterRows(table: Table, filters: readonly Filter[]): Uint32Array {
  // The most selective first (estimated on a sample), text filters last; `sort` is stable.
  const compiled = filters
    .map((f) => compile(table, f))
    .filter((c): c is Compiled => c !== null)
    .map((c) => ({ c, share: keptShare(c, table.length) }))
    .sort((a, b) => (a.share === b.share ? 0 : a.share < b.share ? -1 : 1))
    .map(({ c }) => c);
  const rows = scratchFor(table);
  const [first, ...rest] = compiled;
  if (!first) {
    for (let i = 0; i < rows.length; i++) rows[i] = i;
    return rows;
  }
  let count = scan(first, table.length, rows);
  for (const c of rest) count = refine(c, rows, count);
  return rows.subarray(0, count);
}

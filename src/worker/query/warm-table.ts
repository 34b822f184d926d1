/**
 * Builds, ahead of the first query, everything the engine builds lazily and keeps on a table
 * (docs/query-engine.md, "Cold queries"): the columns themselves, numeric statistics and
 * ranks, the decoded, lower-cased and joined dictionaries, dictionary ranks. The work runs in
 * slices of about `sliceMs`, giving the event loop a turn between two, so a query that arrives
 * meanwhile runs first and builds whatever it needs itself:
 * - a column half built by the warm-up is finished by the query's `get` (same build, resumed);
 * - a cache is published on its column only when complete, and a warm-up step that finds it
 *   already there (a query built it) drops its own partial copy.
 * Either way a query only ever sees whole structures, identical to the ones it would build.
 */
import { aggregate, prepareAggregates } from './aggregate';
import { DIRECT_RANGE, numericStats, stringRank } from './column-keys';
import { distinctPage } from './distinct-page';
import { ANCHOR_MIN_SIZE, filterRows } from './filter-rows';
import { sortRows } from './sort-rows';
import { sumRows } from './sum-rows';
import type { Column, Filter, NumericColumn, StringColumn, Table } from './types';
import { stringRankSteps } from './string-rank';
import { numericRankSteps } from './warm-numeric-rank';
import { joinedSteps } from './warm-string-steps';
import { yieldToEventLoop } from './warm-yield';

export interface WarmOptions {
  signal?: AbortSignal;
  /** Longest stretch of work between two turns of the event loop, in ms (default 8). */
  sliceMs?: number;
  /** How a slice gives way (tests pass their own). */
  pause?: () => Promise<void>;
}

export type WarmResult = 'done' | 'aborted';

/** A dictionary up to this size is lower-cased and ranked in one step (a few ms at most). */
const SMALL_DICTIONARY = 1 << 14;

/**
 * Whether `keyReader` needs (and caches) a dense rank for this column: an integral column is
 * keyed by `value − min` below DIRECT_RANGE, with no rank.
 */
function needsRank(column: NumericColumn): boolean {
  const stats = numericStats(column);
  if (stats.min > stats.max) return false;
  return !(stats.integral && stats.max - stats.min < DIRECT_RANGE);
}

/** Numeric statistics, a 64k-row part per pause, through the engine's own `numericStats`. */
function* statsSteps(column: NumericColumn): Generator<void, void> {
  if (column.cache.stats) return;
  const part = 1 << 16;
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (let at = 0; at < column.values.length; at += part) {
    const piece: NumericColumn = {
      ...column,
      values: column.values.subarray(at, at + part),
      cache: {},
    };
    const s = numericStats(piece);
    if (s.min < min) min = s.min;
    if (s.max > max) max = s.max;
    integral &&= s.integral;
    yield;
    if (column.cache.stats) return;
  }
  column.cache.stats = { min, max, integral };
}

function* rankSteps(column: NumericColumn): Generator<void, void> {
  if (column.cache.rank || !needsRank(column)) return;
  const rank = yield* numericRankSteps(column);
  column.cache.rank ??= rank;
}

/** A large dictionary's rank through the engine's own radix sort, paused every 65,536 entries. */
function* largeRankSteps(column: StringColumn): Generator<void, void> {
  if (column.cache.rank) return;
  const rank = yield* stringRankSteps(column);
  column.cache.rank ??= rank;
}

/**
 * The whole warm-up as one sequence of short steps, cheapest and most needed first: every
 * column, numeric statistics, small dictionaries, then the large dictionaries' text (the
 * unique invoice numbers), the numeric ranks and the large dictionaries' ranks.
 */
function* warmSteps(table: Table): Generator<void, void> {
  const { columns } = table;
  const names = table.specs.map((spec) => spec.name);
  for (const name of names) {
    if (columns.buildStep) while (!columns.buildStep(name)) yield;
  }
  const built = names.map((name) => columns.get(name)).filter((c) => c !== undefined);
  const strings = built.filter((c): c is StringColumn => c.kind === 'string');
  const numbers = built.filter((c): c is NumericColumn => c.kind === 'numeric');
  for (const column of numbers) yield* statsSteps(column);
  for (const column of strings) {
    if (column.size > SMALL_DICTIONARY) continue;
    yield* joinedSteps(column);
    stringRank(column);
    yield;
  }
  // Every LIKE reads the joined lower-case form (filter-rows.ts).
  for (const column of strings) {
    if (column.size > SMALL_DICTIONARY) yield* joinedSteps(column);
  }
  for (const column of numbers) yield* rankSteps(column);
  for (const column of strings) {
    if (column.size > SMALL_DICTIONARY) yield* largeRankSteps(column);
  }
  yield* exerciseSteps(table, strings, numbers);
}

/**
 * The table's first `length` rows as a table of their own, for running filters on a sample
 * (a filter always scans a whole table). Each column has its own copy of the cache object, so
 * nothing built for these rows can land on the real column.
 */
function headOf(table: Table, length: number): Table {
  const head = (column: Column): Column =>
    column.kind === 'string'
      ? { ...column, codes: column.codes.subarray(0, length), cache: { ...column.cache } }
      : { ...column, values: column.values.subarray(0, length), cache: { ...column.cache } };
  return {
    length,
    specs: table.specs,
    columns: {
      get: (name) => {
        const column = table.columns.get(name);
        return column && head(column);
      },
    },
    rowAt: table.rowAt,
  };
}

/** One filter of each compiled shape per column: a dictionary lookup, a LIKE, a range. */
function sampleFilters(
  strings: readonly StringColumn[],
  numbers: readonly NumericColumn[],
): Filter[] {
  const filters: Filter[] = [];
  for (const column of strings) {
    // An enum tests every dictionary entry: only small ones (a LIKE on a sample tests only its rows' entries).
    if (column.size <= SMALL_DICTIONARY) {
      filters.push({
        field: column.name,
        kind: 'enum',
        values: [column.size > 0 ? column.text(0) : ''],
      });
    }
    filters.push({ field: column.name, kind: 'text', pattern: '%a%' });
  }
  for (const column of numbers) {
    const stats = numericStats(column);
    if (column.type === 'date' || stats.min > stats.max) continue;
    filters.push({ field: column.name, kind: 'range', min: 0 });
  }
  return filters;
}

/** A lookup, a range and a date range that keep every non-empty row: each later one refines. */
function keepAllFilters(
  small: readonly StringColumn[],
  numbers: readonly NumericColumn[],
): Filter[] {
  const filters: Filter[] = [];
  const [text] = small;
  if (text) filters.push({ field: text.name, kind: 'enum', values: [...text.dict(), ''] });
  const number = numbers.find((c) => c.type !== 'date');
  if (number) filters.push({ field: number.name, kind: 'range', min: -Number.MAX_VALUE });
  const date = numbers.find((c) => c.type === 'date');
  if (date) filters.push({ field: date.name, kind: 'dateRange', from: '0001-01-01' });
  return filters;
}

/** Rows of the sample the query code is run on: enough for the JIT to compile its loops. */
const SAMPLE = 1 << 13;

/**
 * Runs the engine's code on this table once before a user does: the filter's per-table row-id
 * buffer is allocated (filterRows with no filter), and sorts by every column and sums of every
 * numeric one run over a sample of rows, so their loops are compiled for these columns. Without
 * it the first sort of a million rows ran about twice as long as the next (measured in
 * docs/query-engine.md, "Cold queries"). Answers are discarded.
 */
function* exerciseSteps(
  table: Table,
  strings: readonly StringColumn[],
  numbers: readonly NumericColumn[],
): Generator<void, void> {
  filterRows(table, []);
  yield;
  prepareAggregates(table);
  yield;
  const sample = new Uint32Array(Math.min(table.length, SAMPLE));
  for (let i = 0; i < sample.length; i++) sample[i] = i;
  const head = headOf(table, sample.length);
  const small = strings.filter((column) => column.size <= SMALL_DICTIONARY);
  const keepAll = keepAllFilters(small, numbers);
  for (let round = 0; round < 3; round++) {
    // A large dictionary's whole-dictionary LIKE (the anchored scan, its entries tested as slices
    // of the joined string): a sample's few rows never reach it, and the bench's first q2 ran it
    // uncompiled. One scan of the dictionary and the table, ~25 ms at a million rows.
    for (const column of strings) {
      if (column.size <= ANCHOR_MIN_SIZE) continue;
      filterRows(table, [{ field: column.name, kind: 'text', pattern: '%a%b%' }]);
      yield;
    }
    for (const filter of sampleFilters(strings, numbers)) {
      filterRows(head, [filter]);
      yield;
    }
    // Filters after the first refine the rows left: those loops too (the bench's q1 has three).
    filterRows(head, keepAll);
    yield;
    for (const column of [...strings, ...numbers]) {
      sortRows(table, sample, [{ field: column.name, order: round === 1 ? 'desc' : 'asc' }]);
      yield;
    }
    const [text] = small;
    const [number] = numbers;
    if (text && number) {
      const sort = [
        { field: text.name, order: 'asc' as const },
        { field: number.name, order: 'desc' as const },
      ];
      sortRows(table, sample, sort);
      yield;
      // A page's paths: the sort only as far as the page's end, and distinct per value. Without
      // them the bench's first q2 / q3 ran their loops uncompiled: 115 / 55 ms against 50 / 28.
      sortRows(table, sample, sort, 40);
      distinctPage(table, sample, sort, text.name, 20, 40);
    }
    for (const column of numbers) sumRows(table, sample, column.name);
    yield;
    // The dashboards' group-bys: by a dictionary and by each date bucket, with sums.
    const dates = numbers.filter((column) => column.type === 'date');
    const summed = numbers.filter((column) => column.type !== 'date').map((c) => c.name);
    if (text) aggregate(head, { groupBy: [{ field: text.name }], sums: summed });
    yield;
    for (const date of dates.slice(0, 1)) {
      for (const bucket of ['day', 'week', 'month'] as const) {
        aggregate(head, { groupBy: [{ field: date.name, bucket }], sums: summed });
        yield;
      }
      aggregate(head, {
        groupBy: [{ field: date.name, bucket: 'ageing', asOf: '2024-06-30' }],
        sums: summed,
      });
      yield;
    }
  }
}

/**
 * Warms `table` in slices; resolves 'aborted' as soon as `signal` aborts (what was built
 * stays built and valid), else 'done'. Starts after one turn of the event loop, so whatever
 * the caller is answering goes out first.
 */
export async function warm(table: Table, options: WarmOptions = {}): Promise<WarmResult> {
  const { signal } = options;
  const sliceMs = options.sliceMs ?? 8;
  const pause = options.pause ?? yieldToEventLoop;
  const steps = warmSteps(table);
  for (;;) {
    await pause();
    if (signal?.aborted) return 'aborted';
    const started = performance.now();
    do {
      if (steps.next().done) return 'done';
    } while (performance.now() - started < sliceMs);
  }
}

/** The query contract (issue #4) as plain data, plus the engine's columnar table. */
import type { JoinedDict } from './joined-like';
import type { Filter, SortKey } from '../../shared/query/filter';

export type ColumnType = 'string' | 'number' | 'money' | 'date';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
}

export type { Filter, SortKey };

export interface ListQuery {
  filters?: Filter[];
  sort?: SortKey[];
  /** 1-based, default 1. */
  page?: number;
  /** Default 20. */
  size?: number;
  distinctBy?: string;
  sumBy?: string[];
}

export interface QueryResult {
  rows: Record<string, unknown>[];
  total: number;
  sums?: Record<string, string>;
}

export interface OptionCount {
  /** Canonical value: the string, the number, money as a decimal string, a date as YYYY-MM-DD; null for empty. */
  value: string | number | null;
  count: number;
}

/**
 * Numbers, money and dates share one representation: a Float64Array where NaN is empty.
 * Money is integer cents and dates are UTC day numbers, so every compare, sort and sum is
 * integer arithmetic on doubles (exact up to 2^53).
 */
export interface NumericColumn {
  kind: 'numeric';
  name: string;
  type: 'number' | 'money' | 'date';
  values: Float64Array;
  /** Lazily built caches that depend only on the data (never on a query). */
  cache: NumericCache;
}

export interface NumericCache {
  stats?: { min: number; max: number; integral: boolean };
  /** Dense rank per row (equal values share a rank, empty = uniques count) when the range is too wide to use value - min. */
  rank?: { perRow: Int32Array; domain: number };
}

/**
 * Strings are dictionary-encoded: a row holds a code into `dict`, -1 when empty. The
 * dictionary may repeat a string (a plain Arrow Utf8 column is taken as is, not deduplicated,
 * to keep cold load cheap); equality therefore always goes through `rank`, where equal strings
 * share a rank.
 */
export interface StringColumn {
  kind: 'string';
  name: string;
  type: 'string';
  codes: Int32Array;
  /** Dictionary length; codes are in [0, size). */
  size: number;
  /**
   * The whole dictionary, decoded on first call: a plain Arrow Utf8 column (a million unique
   * invoice numbers) is kept as bytes until a query needs its strings, which keeps cold load
   * cheap.
   */
  dict: () => string[];
  /** One entry, without decoding the others (page rows, option labels). */
  text: (code: number) => string;
  /**
   * Decodes one more part of a dictionary still held as bytes; true once `dict()` has nothing
   * left to decode. Absent when the dictionary is strings already. Lets a warm-up
   * (warm-table.ts) spread the decoding over short slices.
   */
  decodeStep?: () => boolean;
  cache: StringCache;
}

export interface StringCache {
  /** Rank per dictionary entry in code-unit order (equal strings share a rank), and the count of distinct strings. */
  rank?: { perCode: Int32Array; domain: number };
  /**
   * The dictionary lower-cased (`sqlLower`) and joined into one string, the only lower-case
   * form kept, for LIKE (joined-like.ts); null: an entry holds the separator.
   */
  joined?: JoinedDict | null;
}

export type Column = NumericColumn | StringColumn;

export interface Table {
  readonly length: number;
  readonly specs: readonly ColumnSpec[];
  /** By name; a table read from Arrow builds each column on first `get`. */
  readonly columns: {
    get(name: string): Column | undefined;
    /**
     * Advances the lazy build of `name` by one chunk; true once built (or when the column is
     * not built lazily). A `get` meanwhile finishes the same build, so no work is repeated and
     * no half-built column is ever seen (warm-table.ts).
     */
    buildStep?(name: string): boolean;
  };
  /** Materialises one row with its values as given; only the page's rows are ever built. */
  readonly rowAt: (index: number) => Record<string, unknown>;
}

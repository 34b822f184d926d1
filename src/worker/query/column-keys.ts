import { stringRankSteps } from './string-rank';
import type { StringRank } from './string-rank';
import type { Column, NumericColumn, StringColumn } from './types';
import { rankRows, runThrough } from './warm-numeric-rank';

/**
 * Integer sort/group keys per row, built once per column and cached on it: string compares
 * and float sorts happen once per distinct value, never per row per query.
 */

/** Rank of every dictionary entry in code point order (SQL's `COLLATE "C"`); equal strings share a rank. */
export function stringRank(column: StringColumn): StringRank {
  column.cache.rank ??= runThrough(stringRankSteps(column));
  return column.cache.rank;
}

export function numericStats(column: NumericColumn): {
  min: number;
  max: number;
  integral: boolean;
} {
  if (column.cache.stats) return column.cache.stats;
  const { values } = column;
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v !== v) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    if (integral && v !== Math.floor(v)) integral = false;
  }
  column.cache.stats = { min, max, integral };
  return column.cache.stats;
}

/** Dense ranks of the values (equal values share a rank); the sort of a million doubles is done once per column. */
function numericRank(column: NumericColumn): { perRow: Int32Array; domain: number } {
  if (column.cache.rank) return column.cache.rank;
  const { values } = column;
  const sorted = values.slice().sort(); // typed-array sort is numeric and puts NaN last
  let uniques = 0;
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i] as number;
    if (v !== v) break;
    if (uniques === 0 || v !== sorted[uniques - 1]) sorted[uniques++] = v;
  }
  column.cache.rank = runThrough(rankRows(values, sorted, uniques));
  return column.cache.rank;
}

/** Widest value range still keyed as value - min instead of a cached rank array. */
export const DIRECT_RANGE = 1 << 24;

/**
 * A key reader for a column: `key(row)` is an integer in [0, domain), equal values share a
 * key, ascending keys mean ascending values, and the empty value is always `domain - 1`.
 */
export interface KeyReader {
  domain: number;
  key: (row: number) => number;
  /**
   * For every i, `out[i] = out[i] · domain + key(rows[i])`, the key flipped (`domain − 2 − key`)
   * when `desc` except the empty one, which stays last: one fold step of sort-rows.ts, as a
   * loop of its own per kind of column, where a call of `key` per row through a call site
   * shared by every kind was not inlined.
   */
  fold: (rows: Uint32Array, out: Uint32Array, desc: boolean) => void;
}

export function keyReader(column: Column): KeyReader {
  if (column.kind === 'string') {
    const { perCode, domain } = stringRank(column);
    const codes = column.codes;
    const d = domain + 1;
    return {
      domain: d,
      key: (row) => {
        const code = codes[row] as number;
        return code < 0 ? domain : (perCode[code] as number);
      },
      fold: (rows, out, desc) => {
        const top = desc ? domain - 1 : 0;
        const sign = desc ? -1 : 1;
        for (let i = 0; i < rows.length; i++) {
          const code = codes[rows[i] as number] as number;
          const k = code < 0 ? domain : top + sign * (perCode[code] as number);
          out[i] = (out[i] as number) * d + k;
        }
      },
    };
  }
  const stats = numericStats(column);
  const values = column.values;
  if (stats.min > stats.max) {
    return { domain: 1, key: () => 0, fold: () => {} };
  }
  if (stats.integral && stats.max - stats.min < DIRECT_RANGE) {
    const { min } = stats;
    const empty = stats.max - min + 1;
    const d = empty + 1;
    return {
      domain: d,
      key: (row) => {
        const v = values[row] as number;
        return v !== v ? empty : v - min;
      },
      fold: (rows, out, desc) => {
        // desc: empty − 1 − (v − min) = (empty − 1 + min) − v.
        const base = desc ? empty - 1 + min : -min;
        const sign = desc ? -1 : 1;
        for (let i = 0; i < rows.length; i++) {
          const v = values[rows[i] as number] as number;
          out[i] = (out[i] as number) * d + (v !== v ? empty : base + sign * v);
        }
      },
    };
  }
  const { perRow, domain } = numericRank(column);
  const empty = domain - 1;
  return {
    domain,
    key: (row) => perRow[row] as number,
    fold: (rows, out, desc) => {
      for (let i = 0; i < rows.length; i++) {
        const k = perRow[rows[i] as number] as number;
        out[i] = (out[i] as number) * domain + (desc && k !== empty ? empty - 1 - k : k);
      }
    },
  };
}

/**
 * One group-by key compiled to integer codes per row (for aggregate.ts): a code in
 * [0, domain), ascending codes for ascending keys, the empty cell always `domain - 1`. Each
 * plan has one monomorphic row loop; strings and date buckets go through a lookup table built
 * once per distinct value or day, never a string per row.
 */
import { keyReader, numericStats, stringRank } from './column-keys';
import { AGEING_BUCKETS, ageingIndex, bucketIndex, formatMonth, weekMonday } from './date-buckets';
import type { DateBucket } from './date-buckets';
import type { Column, NumericColumn, StringColumn, Table } from './types';
import { formatCents, formatDay, parseDay } from './values';

export type GroupKey =
  | { field: string }
  | { field: string; bucket: 'day' | 'week' | 'month' }
  | { field: string; bucket: 'ageing'; asOf: string };

export interface KeyPlan {
  domain: number;
  /**
   * out[i] = out[i] · scale + code of rows[i]: with scale 0 it writes the codes, with the key's
   * domain it appends the key to a mixed-radix group id in the same pass.
   */
  fill: (rows: Uint32Array, out: Int32Array, scale: number) => void;
  codeAt: (row: number) => number;
  /** The key's text for a row: what the caller sees; null for an empty cell. */
  label: (row: number) => string | null;
}

/** Widest day range (≈ 2,900 years) turned into a lookup table instead of per-row arithmetic. */
const DAY_LUT_LIMIT = 1 << 20;

function stringPlan(col: StringColumn): KeyPlan {
  const { perCode, domain } = stringRank(col);
  // Slot 0 is the empty cell (code -1): one lookup per row, no branch.
  const lut = new Int32Array(col.size + 1);
  lut[0] = domain;
  lut.set(perCode, 1);
  const { codes } = col;
  return {
    domain: domain + 1,
    fill: (rows, out, scale) => {
      for (let i = 0; i < rows.length; i++) {
        out[i] =
          (out[i] as number) * scale + (lut[(codes[rows[i] as number] as number) + 1] as number);
      }
    },
    codeAt: (row) => lut[(codes[row] as number) + 1] as number,
    label: (row) => {
      const code = codes[row] as number;
      return code < 0 ? null : col.text(code);
    },
  };
}

function bucketText(bucket: DateBucket, day: number): string {
  if (bucket === 'day') return formatDay(day);
  if (bucket === 'week') return formatDay(weekMonday(bucketIndex('week', day)));
  return formatMonth(bucketIndex('month', day));
}

function datePlan(col: NumericColumn, bucket: DateBucket): KeyPlan {
  const { values } = col;
  const stats = numericStats(col);
  const label = (row: number) => {
    const v = values[row] as number;
    return v !== v ? null : bucketText(bucket, Math.floor(v));
  };
  if (stats.min > stats.max) {
    return {
      domain: 1,
      fill: (rows, out, scale) => {
        for (let i = 0; i < rows.length; i++) out[i] = (out[i] as number) * scale;
      },
      codeAt: () => 0,
      label,
    };
  }
  const min = Math.floor(stats.min);
  const max = Math.floor(stats.max);
  const lo = bucketIndex(bucket, min);
  const empty = bucketIndex(bucket, max) - lo + 1;
  const codeAt = (row: number) => {
    const v = values[row] as number;
    return v !== v ? empty : bucketIndex(bucket, Math.floor(v)) - lo;
  };
  const lut = stats.integral ? dayTable(min, max, (day) => bucketIndex(bucket, day) - lo) : null;
  return dayCodePlan(values, empty, codeAt, label, lut, min);
}

/** Per day from `min` to `max`, its code; null when the range is too wide for a table. */
function dayTable(min: number, max: number, codeOf: (day: number) => number): Int32Array | null {
  if (max - min >= DAY_LUT_LIMIT) return null;
  const lut = new Int32Array(max - min + 1);
  for (let d = 0; d < lut.length; d++) lut[d] = codeOf(min + d);
  return lut;
}

/**
 * A plan over a day column whose codes are `empty` for an empty cell and otherwise come from the
 * day: through `lut` (indexed from `min`) when there is one, else from `codeAt` per row.
 */
function dayCodePlan(
  values: Float64Array,
  empty: number,
  codeAt: (row: number) => number,
  label: (row: number) => string | null,
  lut: Int32Array | null,
  min: number,
): KeyPlan {
  const fill: KeyPlan['fill'] = lut
    ? (rows, out, scale) => {
        for (let i = 0; i < rows.length; i++) {
          const v = values[rows[i] as number] as number;
          out[i] = (out[i] as number) * scale + (v !== v ? empty : (lut[v - min] as number));
        }
      }
    : (rows, out, scale) => {
        for (let i = 0; i < rows.length; i++) {
          out[i] = (out[i] as number) * scale + codeAt(rows[i] as number);
        }
      };
  return { domain: empty + 1, fill, codeAt, label };
}

function ageingPlan(col: NumericColumn, asOfText: string): KeyPlan {
  const asOf = parseDay(asOfText);
  if (asOf !== asOf) throw new Error(`query: ageing asOf "${asOfText}" is not a YYYY-MM-DD date`);
  const { values } = col;
  const empty = AGEING_BUCKETS.length;
  const codeAt = (row: number) => {
    const v = values[row] as number;
    return v !== v ? empty : ageingIndex(asOf, Math.floor(v));
  };
  const label = (row: number) => {
    const code = codeAt(row);
    return code === empty ? null : (AGEING_BUCKETS[code] as string);
  };
  const stats = numericStats(col);
  // Random due dates make the bucket's chain of compares mispredict; a lookup per day does not.
  const lut =
    stats.min <= stats.max && stats.integral
      ? dayTable(stats.min, stats.max, (day) => ageingIndex(asOf, day))
      : null;
  return dayCodePlan(values, empty, codeAt, label, lut, stats.min);
}

/** A number or money column grouped by its own value, ordered numerically. */
function valuePlan(col: NumericColumn): KeyPlan {
  const reader = keyReader(col);
  const { values } = col;
  const { key } = reader;
  return {
    domain: reader.domain,
    fill: (rows, out, scale) => {
      for (let i = 0; i < rows.length; i++)
        out[i] = (out[i] as number) * scale + key(rows[i] as number);
    },
    codeAt: key,
    label: (row) => {
      const v = values[row] as number;
      if (v !== v) return null;
      return col.type === 'money' ? formatCents(v) : String(v);
    },
  };
}

export function groupKeyPlan(table: Table, key: GroupKey): KeyPlan {
  const col: Column | undefined = table.columns.get(key.field);
  if (!col) throw new Error(`query: unknown field "${key.field}"`);
  const bucket = 'bucket' in key ? key.bucket : undefined;
  if (col.kind === 'string') {
    if (bucket) throw new Error(`query: cannot bucket string field "${key.field}"`);
    return stringPlan(col);
  }
  if (bucket && col.type !== 'date') {
    throw new Error(`query: cannot bucket ${col.type} field "${key.field}" by ${bucket}`);
  }
  if (bucket === 'ageing') return ageingPlan(col, (key as { asOf: string }).asOf);
  if (bucket) return datePlan(col, bucket);
  // A date without a bucket groups by day.
  return col.type === 'date' ? datePlan(col, 'day') : valuePlan(col);
}

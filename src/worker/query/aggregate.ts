/**
 * Group-by with counts and exact sums (issue 19): the dashboards' figures and series. One pass
 * per key turns each filtered row into an integer code (dictionary rank, day/week/month index,
 * ageing bucket), the codes fold into one group id (mixed radix while the product of the key
 * domains stays small, renumbered through a Map beyond it), and per-group accumulators are typed
 * arrays: counts, the first row (for the labels) and integer-cent sums.
 */
import { numericStats } from './column-keys';
import { filterRows } from './filter-rows';
import { groupKeyPlan } from './group-keys';
import type { GroupKey, KeyPlan } from './group-keys';
import type { Filter, NumericColumn, Table } from './types';
import { formatCents } from './values';

export type { GroupKey };

export interface AggregateQuery {
  filters?: Filter[];
  groupBy: GroupKey[];
  sums?: string[];
}

export interface AggregateRow {
  keys: (string | null)[];
  count: number;
  sums: Record<string, string>;
}

/**
 * Most group slots addressed directly (mixed radix). Beyond it groups are renumbered densely,
 * so the accumulators never outgrow the rows that matched, whatever keys a caller asks for.
 */
const DIRECT_GROUPS = 1 << 18;

const SAFE = Number.MAX_SAFE_INTEGER;

interface Grouping {
  gid: Int32Array;
  span: number;
  /** True while group ids ascend with the key tuple (no renumbering happened). */
  ordered: boolean;
}

/** Renumbers group ids densely in order of first appearance. */
function compact(gid: Int32Array, span: number): number {
  if (span <= DIRECT_GROUPS) {
    const remap = new Int32Array(span).fill(-1);
    let next = 0;
    for (let i = 0; i < gid.length; i++) {
      const g = gid[i] as number;
      let id = remap[g] as number;
      if (id < 0) {
        id = next++;
        remap[g] = id;
      }
      gid[i] = id;
    }
    return next;
  }
  const remap = new Map<number, number>();
  for (let i = 0; i < gid.length; i++) {
    const g = gid[i] as number;
    let id = remap.get(g);
    if (id === undefined) {
      id = remap.size;
      remap.set(g, id);
    }
    gid[i] = id;
  }
  return remap.size;
}

/**
 * One group-id buffer for every table, sized to the largest one and reused by every call like
 * filterRows' id buffer: a fresh 4 MB array per aggregate made the collector run during the
 * dashboard's burst of queries, and one buffer per table (two, with the rare combine buffer)
 * held 8 MB for each table of a million rows (issue 21, memory). Safe to share: an aggregate
 * runs to its end synchronously and returns no view of it.
 */
let groupIds = new Int32Array(0);

function gidBuffer(length: number): Int32Array {
  if (groupIds.length < length) groupIds = new Int32Array(length);
  return groupIds.subarray(0, length);
}

/**
 * Every row id in order, for an unfiltered aggregate (the dashboard's first answers), which
 * would otherwise rewrite the same million ids into filterRows' buffer on every call. One array
 * for every table (a table's ids are its prefix); only this module reads it, so nothing can
 * reorder it.
 */
let everyRow = new Uint32Array(0);

function rowsOf(table: Table, filters: readonly Filter[]): Uint32Array {
  if (filters.length > 0) return filterRows(table, filters);
  if (everyRow.length < table.length) {
    const all = new Uint32Array(table.length);
    for (let i = 0; i < all.length; i++) all[i] = i;
    everyRow = all;
  }
  return everyRow.subarray(0, table.length);
}

/**
 * Allocates the group-id buffer and the every-row array ahead of the first aggregate (a
 * warm-up step, warm-table.ts): ~8 MB at a million rows that the first dashboard answer would
 * otherwise allocate and fill.
 */
export function prepareAggregates(table: Table): void {
  gidBuffer(table.length);
  rowsOf(table, []);
}

function group(plans: KeyPlan[], rows: Uint32Array): Grouping {
  const n = rows.length;
  const gid = gidBuffer(n);
  const [head, ...rest] = plans;
  if (!head) return { gid: gid.fill(0), span: 1, ordered: true };
  head.fill(rows, gid, 0);
  let span = head.domain;
  let ordered = true;
  for (const plan of rest) {
    const d = plan.domain;
    if (span * d > DIRECT_GROUPS) {
      span = compact(gid, span);
      ordered = false;
    }
    if (span * d <= DIRECT_GROUPS) {
      plan.fill(rows, gid, d);
      span *= d;
      continue;
    }
    // Still too many slots after renumbering: combine and renumber in one pass (ids < n·d, exact in a double).
    // Rare (grouping keys past DIRECT_GROUPS even renumbered): its own buffer, let go after.
    const codes = new Int32Array(n);
    plan.fill(rows, codes, 0);
    const remap = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const combined = (gid[i] as number) * d + (codes[i] as number);
      let id = remap.get(combined);
      if (id === undefined) {
        id = remap.size;
        remap.set(combined, id);
      }
      gid[i] = id;
    }
    span = remap.size;
  }
  if (span > DIRECT_GROUPS) {
    span = compact(gid, span);
    ordered = false;
  }
  return { gid, span, ordered };
}

function numericColumn(table: Table, field: string): NumericColumn {
  const col = table.columns.get(field);
  if (!col) throw new Error(`query: unknown field "${field}"`);
  if (col.kind !== 'numeric') throw new Error(`query: cannot sum string field "${field}"`);
  return col;
}

/** A number column's sum is kept in hundredths like sum-rows.ts, shown without trailing zeros. */
function formatSum(cents: number | bigint, money: boolean): string {
  const text = formatCents(cents);
  if (money) return text;
  if (text.endsWith('.00')) return text.slice(0, -3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** Per-group sums of one column in integer cents, or BigInt when a total may pass 2^53. */
function sumByGroup(
  col: NumericColumn,
  rows: Uint32Array,
  gid: Int32Array,
  span: number,
): Float64Array | bigint[] {
  const { values } = col;
  const money = col.type === 'money';
  const acc = new Float64Array(span);
  // Every partial sum is bounded by rows × the column's largest magnitude (cached stats): below
  // 2^53 all adds are exact, so the row loop carries no overflow check.
  const stats = numericStats(col);
  const largest = stats.min > stats.max ? 0 : Math.max(Math.abs(stats.min), Math.abs(stats.max));
  const bound = (money ? largest : Math.round(largest * 100) + 1) * rows.length;
  if (!(bound > SAFE)) {
    if (money) {
      for (let i = 0; i < rows.length; i++) {
        const v = values[rows[i] as number] as number;
        if (v === v) (acc[gid[i] as number] as number) += v;
      }
    } else {
      for (let i = 0; i < rows.length; i++) {
        const v = values[rows[i] as number] as number;
        if (v === v) (acc[gid[i] as number] as number) += Math.round(v * 100);
      }
    }
    return acc;
  }
  const big: bigint[] = Array.from({ length: span }, () => 0n);
  for (let i = 0; i < rows.length; i++) {
    const v = values[rows[i] as number] as number;
    if (v !== v) continue;
    const g = gid[i] as number;
    big[g] = (big[g] as bigint) + BigInt(money ? v : Math.round(v * 100));
  }
  return big;
}

function compareCodes(a: number[], b: number[]): number {
  for (let k = 0; k < a.length; k++) {
    const d = (a[k] as number) - (b[k] as number);
    if (d !== 0) return d;
  }
  return 0;
}

export function aggregate(table: Table, q: AggregateQuery): AggregateRow[] {
  const plans = q.groupBy.map((key) => groupKeyPlan(table, key));
  const sumFields = q.sums ?? [];
  const sumColumns = sumFields.map((field) => numericColumn(table, field));
  // filterRows returns its shared scratch buffer; it is read to the end before returning.
  const rows = rowsOf(table, q.filters ?? []);
  const { gid, span, ordered } = group(plans, rows);

  const counts = new Int32Array(span);
  const first = new Int32Array(span);
  for (let i = 0; i < rows.length; i++) {
    const g = gid[i] as number;
    if ((counts[g] as number)++ === 0) first[g] = rows[i] as number;
  }
  const totals = sumColumns.map((col) => sumByGroup(col, rows, gid, span));

  const groups: number[] = [];
  if (plans.length === 0) groups.push(0);
  else for (let g = 0; g < span; g++) if ((counts[g] as number) > 0) groups.push(g);
  if (!ordered) {
    const tuples = new Map(groups.map((g) => [g, plans.map((p) => p.codeAt(first[g] as number))]));
    groups.sort((a, b) => compareCodes(tuples.get(a) as number[], tuples.get(b) as number[]));
  }

  return groups.map((g) => {
    const sums: Record<string, string> = {};
    sumFields.forEach((field, k) => {
      const total = (totals[k] as Float64Array | bigint[])[g] as number | bigint;
      sums[field] = formatSum(total, (sumColumns[k] as NumericColumn).type === 'money');
    });
    return {
      keys: plans.map((p) => p.label(first[g] as number)),
      count: counts[g] as number,
      sums,
    };
  });
}

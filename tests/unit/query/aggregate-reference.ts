/**
 * A deliberately naive reference of aggregate() (issue 19): the filtered rows materialised by
 * reference.ts, keys computed as strings through Date objects, grouped in a Map, BigInt sums,
 * then sorted with a plain comparator. The engine is checked against it on random tables.
 */
import type { AggregateQuery, AggregateRow } from '../../../src/worker/query/aggregate';
import type { ColumnSpec } from '../../../src/worker/query/types';
import { cents, compareCodePoints, empty, referenceQuery } from './reference';

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;

function formatCents(total: bigint): string {
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A number column's sum in hundredths without trailing zeros: '12.50' → '12.5', '3.00' → '3'. */
function plainDecimal(total: bigint): string {
  return formatCents(total)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}

function keyOf(type: ColumnSpec['type'], key: AggregateQuery['groupBy'][number], v: unknown) {
  if (empty(v)) return null;
  if (type === 'string') return String(v);
  if (type === 'money') return formatCents(cents(v));
  if (type === 'number') return String(Number(v));
  const date = new Date(`${String(v)}T00:00:00Z`);
  if (!('bucket' in key) || key.bucket === 'day') return String(v);
  if (key.bucket === 'month') return String(v).slice(0, 7);
  if (key.bucket === 'week') {
    const back = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
  }
  if (key.bucket !== 'ageing') throw new Error('unreachable');
  const late = Math.round((Date.parse(`${key.asOf}T00:00:00Z`) - date.getTime()) / DAY_MS);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'd90_plus';
}

export function referenceAggregate(
  columns: ColumnSpec[],
  rows: Row[],
  q: AggregateQuery,
): AggregateRow[] {
  const types = new Map(columns.map((c) => [c.name, c.type]));
  const typeOf = (field: string) => types.get(field) ?? 'string';
  const hits = referenceQuery(columns, rows, {
    filters: q.filters ?? [],
    size: rows.length + 1,
  }).rows;
  const groups = new Map<string, { keys: (string | null)[]; count: number; sums: bigint[] }>();
  const sums = q.sums ?? [];
  if (q.groupBy.length === 0) groups.set('[]', { keys: [], count: 0, sums: sums.map(() => 0n) });
  for (const row of hits) {
    const keys = q.groupBy.map((k) => keyOf(typeOf(k.field), k, row[k.field]));
    const id = JSON.stringify(keys);
    let group = groups.get(id);
    if (!group) {
      group = { keys, count: 0, sums: sums.map(() => 0n) };
      groups.set(id, group);
    }
    group.count++;
    sums.forEach((field, i) => {
      if (!empty(row[field])) group.sums[i] = (group.sums[i] as bigint) + cents(row[field]);
    });
  }
  const compare = (a: (string | null)[], b: (string | null)[]) => {
    for (let i = 0; i < a.length; i++) {
      const x = a[i] ?? null;
      const y = b[i] ?? null;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const type = typeOf((q.groupBy[i] as { field: string }).field);
      if (type === 'number') return Number(x) - Number(y);
      if (type === 'money') return Number(cents(x) - cents(y));
      return compareCodePoints(x, y);
    }
    return 0;
  };
  return [...groups.values()]
    .sort((a, b) => compare(a.keys, b.keys))
    .map((g) => ({
      keys: g.keys,
      count: g.count,
      sums: Object.fromEntries(
        sums.map((field, i) => {
          const total = g.sums[i] as bigint;
          return [field, typeOf(field) === 'money' ? formatCents(total) : plainDecimal(total)];
        }),
      ),
    }));
}

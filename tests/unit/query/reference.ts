/**
 * A deliberately simple reference of the query contract (issue #4): row objects, Array.filter,
 * a stable Array.sort, BigInt sums. The engine is checked against it on random tables.
 */
import type { ColumnSpec, Filter, ListQuery, QueryResult } from '../../../src/worker/query/types';

type Row = Record<string, unknown>;

export const empty = (v: unknown) => v === null || v === undefined || v === '';

/** Money to BigInt cents without floating point: '12.3' → 1230n, 12.34 → 1234n. */
export function cents(v: unknown): bigint {
  if (typeof v === 'number') return BigInt(Math.round(v * 100));
  const s = String(v).trim();
  const negative = s.startsWith('-');
  const [whole = '0', fraction = ''] = s.replace(/^[+-]/, '').split('.');
  const c = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return negative ? -c : c;
}

function canonical(type: ColumnSpec['type'], v: unknown): string | number | bigint {
  if (type === 'money') return cents(v);
  if (type === 'number') return Number(v);
  return String(v);
}

/** PostgreSQL's `lower()` under C.UTF-8: every code point lower-cased alone, `İ` to `i`. */
export const sqlLower = (text: string): string =>
  Array.from(text, (c) => (c === '\u0130' ? 'i' : c.toLowerCase())).join('');

/** Code point order (SQL's `COLLATE "C"`), by comparing the code point arrays. */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  }
  return x.length - y.length;
}

export function likeToRegExp(pattern: string): RegExp {
  const body = sqlLower(pattern)
    .split('%')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'su');
}

function holds(specs: Map<string, ColumnSpec>, f: Filter, row: Row): boolean {
  const type = specs.get(f.field)?.type ?? 'string';
  const v = row[f.field];
  switch (f.kind) {
    case 'dateRange':
      if (!f.from && !f.to) return true;
      if (empty(v)) return false;
      return (!f.from || String(v) >= f.from) && (!f.to || String(v) <= f.to);
    case 'enum':
      if (empty(v)) return f.values.some(empty);
      return f.values.some((x) => !empty(x) && canonical(type, x) === canonical(type, v));
    case 'text':
      // SQL: an empty value is NULL, and NULL LIKE anything is never true.
      return !empty(v) && likeToRegExp(f.pattern).test(sqlLower(String(v)));
    case 'range': {
      if (f.min === undefined && f.max === undefined) return true;
      if (empty(v)) return false;
      const x = type === 'money' ? Number(cents(v)) : Number(v);
      const scale = type === 'money' ? 100 : 1;
      if (f.min !== undefined) {
        const min = type === 'money' ? Math.round(f.min * scale * 1e6) / 1e6 : f.min;
        if (f.minExclusive ? !(x > min) : !(x >= min)) return false;
      }
      if (f.max !== undefined) {
        const max = type === 'money' ? Math.round(f.max * scale * 1e6) / 1e6 : f.max;
        if (f.maxExclusive ? !(x < max) : !(x <= max)) return false;
      }
      return true;
    }
  }
}

function compare(type: ColumnSpec['type'], a: unknown, b: unknown): number {
  if (type === 'string') return Math.sign(compareCodePoints(String(a), String(b)));
  const x = canonical(type, a);
  const y = canonical(type, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function referenceQuery(columns: ColumnSpec[], rows: Row[], q: ListQuery): QueryResult {
  const specs = new Map(columns.map((c) => [c.name, c]));
  let hits = rows.filter((row) => (q.filters ?? []).every((f) => holds(specs, f, row)));
  let sums: Record<string, string> | undefined;
  if (q.sumBy?.length) {
    sums = {};
    for (const field of q.sumBy) {
      let total = 0n;
      for (const row of hits) if (!empty(row[field])) total += cents(row[field]);
      const negative = total < 0n;
      const abs = negative ? -total : total;
      sums[field] = `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
    }
  }
  const sort = q.sort ?? [];
  hits = hits.slice().sort((a, b) => {
    for (const key of sort) {
      const type = specs.get(key.field)?.type ?? 'string';
      const ea = empty(a[key.field]);
      const eb = empty(b[key.field]);
      if (ea || eb) {
        if (ea !== eb) return ea ? 1 : -1;
        continue;
      }
      const d = compare(type, a[key.field], b[key.field]);
      if (d !== 0) return key.order === 'desc' ? -d : d;
    }
    return 0;
  });
  if (q.distinctBy !== undefined) {
    const field = q.distinctBy;
    const type = specs.get(field)?.type ?? 'string';
    const seen = new Set<unknown>();
    hits = hits.filter((row) => {
      const key = empty(row[field]) ? '\u0000empty' : canonical(type, row[field]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const size = q.size ?? 20;
  const start = ((q.page ?? 1) - 1) * size;
  const page = hits.slice(start, start + size);
  return sums ? { rows: page, total: hits.length, sums } : { rows: page, total: hits.length };
}

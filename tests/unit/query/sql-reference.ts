/**
 * The query contract (issue #4) written as plain PostgreSQL, the language of the reference
 * server's paged tables (`server/handlers/receivables/ar-sql.ts`): the differential test runs
 * it on PGlite and requires the engine to answer the same. Each rule is the obvious SQL:
 * empty is NULL, LIKE on `lower()`, `NULLS LAST`, `COLLATE "C"`, exact `numeric` sums.
 */
import type { ColumnSpec, Filter, ListQuery } from '../../../src/worker/query/types';

export interface Statement {
  text: string;
  params: unknown[];
}

const SQL_TYPE: Record<ColumnSpec['type'], string> = {
  string: 'text',
  number: 'numeric',
  money: 'numeric(20, 2)',
  date: 'date',
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function createTableSql(table: string, columns: readonly ColumnSpec[]): string {
  const list = columns.map((c) => `${quote(c.name)} ${SQL_TYPE[c.type]}`).join(', ');
  return `CREATE TABLE ${quote(table)} (${list})`;
}

/** The canonical text of a value, as the engine's text filter and option counts see it. */
function textOf(column: ColumnSpec): string {
  const col = quote(column.name);
  if (column.type === 'money') return `(${col}::numeric(20, 2))::text`;
  if (column.type === 'date') return `to_char(${col}, 'YYYY-MM-DD')`;
  return `${col}::text`;
}

/** `%` is the wildcard; `_` and `\` are plain characters, as the server's `likePattern` makes them. */
const likeLiteral = (pattern: string) => pattern.replace(/[\\_]/g, (c) => `\\${c}`);

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function condition(p: Params, column: ColumnSpec, f: Filter): string | null {
  const col = quote(column.name);
  const cast = SQL_TYPE[column.type];
  switch (f.kind) {
    case 'enum': {
      const empty = f.values.some((v) => v === '' || v === null || v === undefined);
      const values = f.values.filter((v) => v !== '' && v !== null && v !== undefined);
      const any = `${col} = ANY(${p.add(values.map(String))}::${column.type === 'money' ? 'numeric' : cast}[])`;
      return empty ? `(${any} OR ${col} IS NULL)` : any;
    }
    case 'text':
      return `lower(${textOf(column)}) LIKE lower(${p.add(likeLiteral(f.pattern))})`;
    case 'dateRange': {
      const parts: string[] = [];
      if (f.from) parts.push(`${col} >= ${p.add(f.from)}::date`);
      if (f.to) parts.push(`${col} <= ${p.add(f.to)}::date`);
      return parts.length > 0 ? parts.join(' AND ') : null;
    }
    case 'range': {
      const parts: string[] = [];
      if (f.min !== undefined)
        parts.push(`${col} ${f.minExclusive ? '>' : '>='} ${p.add(String(f.min))}::numeric`);
      if (f.max !== undefined)
        parts.push(`${col} ${f.maxExclusive ? '<' : '<='} ${p.add(String(f.max))}::numeric`);
      return parts.length > 0 ? parts.join(' AND ') : null;
    }
  }
}

function where(p: Params, columns: readonly ColumnSpec[], filters: readonly Filter[]): string {
  const parts = filters
    .map((f) => {
      const column = columns.find((c) => c.name === f.field);
      if (!column) throw new Error(`unknown field ${f.field}`);
      return condition(p, column, f);
    })
    .filter((c): c is string => c !== null);
  return parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '';
}

function orderBy(columns: readonly ColumnSpec[], q: ListQuery, tieBreak: string): string {
  const keys = (q.sort ?? []).map((key) => {
    const column = columns.find((c) => c.name === key.field);
    const collate = column?.type === 'string' ? ' COLLATE "C"' : '';
    return `${quote(key.field)}${collate} ${key.order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`;
  });
  return [...keys, quote(tieBreak)].join(', ');
}

/**
 * A list query as three statements: `total`, the page's `id`s in order, and the sums (over
 * every filtered row, before distinct and paging). `id` is the insertion order, the tie-breaker.
 */
export function listSql(
  table: string,
  columns: readonly ColumnSpec[],
  q: ListQuery,
): { total: Statement; page: Statement; sums: Statement | null } {
  const size = Math.max(1, Math.floor(q.size ?? 20));
  const offset = (Math.max(1, Math.floor(q.page ?? 1)) - 1) * size;
  const order = orderBy(columns, q, 'id');
  const build = (body: (filtered: string) => string): Statement => {
    const p = new Params();
    const filtered = `(SELECT * FROM ${quote(table)} ${where(p, columns, q.filters ?? [])})`;
    return { text: body(filtered), params: p.values };
  };
  // distinctBy: the first row of each value (NULL is one value) in the sort order.
  const rows = (filtered: string) =>
    q.distinctBy === undefined
      ? `${filtered} s`
      : `(SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY ${quote(q.distinctBy)}
           ORDER BY ${order}) AS rn FROM ${filtered} f) d WHERE rn = 1) s`;
  const sums = q.sumBy?.length
    ? build(
        (filtered) =>
          `SELECT ${q.sumBy
            ?.map((f) => `COALESCE(sum(${quote(f)}), 0)::numeric(20, 2)::text AS ${quote(f)}`)
            .join(', ')} FROM ${filtered} s`,
      )
    : null;
  return {
    total: build((filtered) => `SELECT count(*)::int AS n FROM ${rows(filtered)}`),
    page: build(
      (filtered) =>
        `SELECT id::int AS id FROM ${rows(filtered)} ORDER BY ${order} LIMIT ${size} OFFSET ${offset}`,
    ),
    sums,
  };
}

/**
 * A column filter's options: each value with its count under the other filters (the field's
 * own filter is ignored), ascending as the sort orders it, NULL last.
 */
export function optionCountsSql(
  table: string,
  columns: readonly ColumnSpec[],
  field: string,
  filters: readonly Filter[],
): Statement {
  const column = columns.find((c) => c.name === field);
  if (!column) throw new Error(`unknown field ${field}`);
  const p = new Params();
  const others = filters.filter((f) => f.field !== field);
  const col = quote(field);
  const value = column.type === 'number' ? `${col}::float8` : textOf(column);
  const collate = column.type === 'string' ? ' COLLATE "C"' : '';
  return {
    text: `SELECT ${value} AS value, count(*)::int AS count FROM ${quote(table)}
      ${where(p, columns, others)} GROUP BY ${col} ORDER BY ${col}${collate} ASC NULLS LAST`,
    params: p.values,
  };
}

import type {
  ArFilter,
  ColumnKind,
  TableColumns,
} from '../../../src/api/endpoints/receivables/common';
import type { Db } from '../../db/db';

/** Bind parameters collected while a statement is built: `p.add(v)` answers `$n`. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** An exact sum as text with two places (numeric all the way: no float touches it). */
export const sumText = (expr: string, filter?: string) =>
  `COALESCE(sum(${expr})${filter ? ` FILTER (WHERE ${filter})` : ''}, 0)::numeric(20, 2)::text`;

/**
 * WHERE conditions of the common analytics filters for a table alias that has supplier_id,
 * currency and buyer_code, and the call's own date column.
 */
export function arWhere(
  p: Params,
  supplierId: string,
  filter: ArFilter,
  alias: string,
  dateColumn: string,
): string {
  const where = [`${alias}.supplier_id = ${p.add(supplierId)}`];
  if (filter.currency) where.push(`${alias}.currency = ${p.add(filter.currency)}`);
  if (filter.buyerCode) where.push(`${alias}.buyer_code = ${p.add(filter.buyerCode)}`);
  if (filter.beginDate) where.push(`${alias}.${dateColumn} >= ${p.add(filter.beginDate)}::date`);
  if (filter.endDate) where.push(`${alias}.${dateColumn} <= ${p.add(filter.endDate)}::date`);
  return where.join(' AND ');
}

/** A paged table's rows come from `source`: a subquery whose columns are the declared fields. */
export interface TableSource {
  /** `(SELECT … AS "field" …)`: every declared field as a quoted camelCase column. */
  sql: (p: Params, supplierId: string) => string;
  columns: TableColumns;
  /** ORDER BY when the request names none, and the tie-breaker after orderByField. */
  defaultOrder: string;
  tieBreak: string;
}

const q = (field: string) => `s."${field}"`;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** How a value leaves the database: exact text for money, `YYYY-MM-DD` dates, numbers. */
export function outputExpr(expr: string, kind: ColumnKind): string {
  switch (kind) {
    case 'money':
      return `${expr}::numeric(20, 2)::text`;
    case 'date':
      return `to_char(${expr}, 'YYYY-MM-DD')`;
    case 'timestamp':
      return `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'int':
    case 'number':
      return `${expr}::float8`;
    default:
      return expr;
  }
}

const output = (field: string, kind: ColumnKind) => `${outputExpr(q(field), kind)} AS "${field}"`;

const castOf: Partial<Record<ColumnKind, string>> = {
  date: 'date',
  timestamp: 'timestamptz',
  money: 'numeric',
  int: 'numeric',
  number: 'numeric',
};

type Body = Record<string, unknown> & {
  pageNum: number;
  pageSize: number;
  filterFields?: string[] | undefined;
  orderByField?: string | undefined;
  isDesc?: boolean | undefined;
  amountSumByField?: string | undefined;
  dateFilterByField?: string | undefined;
  filterByField?: string | undefined;
};

/**
 * The paged-request contract over one source: filters (`{field}`, `{field}Begin/End`, limited by
 * filterFields), then one of the modes (sum, date range, distinct values) or a page of records
 * ordered by orderByField/isDesc with a stable tie-breaker. `total` counts the filtered records
 * (distinct values in the filterByField mode).
 */
export interface PagedAnswer<Row> {
  pageNum: number;
  pageSize: number;
  total: number;
  list: (Row | { totalAmount: string; count: number } | DateRange | { value: string })[];
}
type DateRange = { minTime: string | null; maxTime: string | null };

/** `Row`: the declared row; the answer is checked against the declaration before it leaves. */
export async function pagedQuery<Row>(
  db: Db,
  source: TableSource,
  supplierId: string,
  body: Body,
): Promise<PagedAnswer<Row>> {
  const p = new Params();
  const from = `${source.sql(p, supplierId)} s`;
  const where: string[] = [];
  const applies = (field: string) => !body.filterFields || body.filterFields.includes(field);
  for (const [field, kind] of Object.entries(source.columns)) {
    const value = body[field];
    if (kind === 'text' && value !== undefined && applies(field)) {
      const list = Array.isArray(value) ? value : [value];
      where.push(`${q(field)} = ANY(${p.add(list)}::text[])`);
    }
    if (kind === 'bool' && typeof value === 'boolean' && applies(field)) {
      where.push(`${q(field)} = ${p.add(value)}`);
    }
    const cast = castOf[kind];
    if (!cast) continue;
    for (const [suffix, op] of [
      ['Begin', '>='],
      ['End', '<='],
    ] as const) {
      const bound = body[`${field}${suffix}`];
      if (bound === undefined || bound === '') continue;
      // The declaration let through only numbers, decimal strings, dates and times.
      if (kind === 'timestamp' && suffix === 'End' && DATE_ONLY.test(String(bound))) {
        // A date range on a date-time column ends at the end of its last day, not at midnight.
        where.push(`${q(field)} < ${p.add(String(bound))}::date + 1`);
      } else {
        where.push(`${q(field)} ${op} ${p.add(String(bound))}::${cast}`);
      }
    }
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const page = { pageNum: body.pageNum, pageSize: body.pageSize };

  if (body.amountSumByField) {
    const { rows } = await db.query<{ totalAmount: string; count: number }>(
      `SELECT ${sumText(q(body.amountSumByField))} AS "totalAmount", count(*)::int AS count
       FROM ${from} ${whereSql}`,
      p.values,
    );
    const row = rows[0] ?? { totalAmount: '0.00', count: 0 };
    return { ...page, total: row.count, list: [row] };
  }
  if (body.dateFilterByField) {
    const field = body.dateFilterByField;
    const kind = source.columns[field] as ColumnKind;
    const { rows } = await db.query<{
      minTime: string | null;
      maxTime: string | null;
      count: number;
    }>(
      `SELECT ${outputExpr(`min(${q(field)})`, kind)} AS "minTime",
              ${outputExpr(`max(${q(field)})`, kind)} AS "maxTime", count(*)::int AS count
       FROM ${from} ${whereSql}`,
      p.values,
    );
    const row = rows[0];
    return {
      ...page,
      total: row?.count ?? 0,
      list: [{ minTime: row?.minTime ?? null, maxTime: row?.maxTime ?? null }],
    };
  }
  const offset = (body.pageNum - 1) * body.pageSize;
  if (body.filterByField) {
    const field = q(body.filterByField);
    const distinct = `SELECT DISTINCT ${field} AS v FROM ${from}
      WHERE ${[...where, `${field} IS NOT NULL`].join(' AND ')}`;
    const total = await countOf(db, `SELECT count(*)::int AS n FROM (${distinct}) d`, p.values);
    const { rows } = await db.query<{ value: string }>(
      `SELECT v AS value FROM (${distinct}) d
       ORDER BY v ${body.isDesc ? 'DESC' : 'ASC'} LIMIT ${body.pageSize} OFFSET ${offset}`,
      p.values,
    );
    return { ...page, total, list: rows.map((r) => ({ value: String(r.value) })) };
  }
  const order = body.orderByField
    ? `${q(body.orderByField)} ${body.isDesc ? 'DESC' : 'ASC'} NULLS LAST, ${source.tieBreak}`
    : source.defaultOrder;
  const columns = Object.entries(source.columns).map(([f, k]) => output(f, k));
  const total = await countOf(db, `SELECT count(*)::int AS n FROM ${from} ${whereSql}`, p.values);
  const { rows } = await db.query<Row>(
    `SELECT ${columns.join(', ')} FROM ${from} ${whereSql}
     ORDER BY ${order} LIMIT ${body.pageSize} OFFSET ${offset}`,
    p.values,
  );
  return { ...page, total, list: rows };
}

async function countOf(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? 0;
}

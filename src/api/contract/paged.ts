import { z } from 'zod';
import { pageNumber, pageSize } from '../../shared/validation/input/numbers';
import { identifier } from '../../shared/validation/input/text';

export interface PagedResult<Row> {
  page: number;
  size: number;
  total: number;
  rows: Row[];
}

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The backend answers pages in several shapes; this is the one place that reads them all.
 * page from pageNum|page, size from pageSize|size, total from total|totalNum,
 * rows from list|items|list.list|rows.
 */
export function normalizePage<Row = unknown>(raw: unknown): PagedResult<Row> {
  const r = isRecord(raw) ? raw : {};
  const nested = isRecord(r.list) ? r.list : undefined;
  const rows =
    (Array.isArray(r.list) && r.list) ||
    (Array.isArray(r.items) && r.items) ||
    (nested && Array.isArray(nested.list) && nested.list) ||
    (Array.isArray(r.rows) && r.rows) ||
    [];
  return {
    page: num(r.pageNum) ?? num(r.page) ?? num(nested?.pageNum) ?? DEFAULT_PAGE,
    size: num(r.pageSize) ?? num(r.size) ?? num(nested?.pageSize) ?? DEFAULT_PAGE_SIZE,
    total: num(r.total) ?? num(r.totalNum) ?? num(nested?.total) ?? 0,
    rows: rows as Row[],
  };
}

/** The paged request of the documented contract (pageNum, pageSize, filterFields, order). */
export const pagedRequestSchema = z.object({
  pageNum: pageNumber.default(DEFAULT_PAGE),
  pageSize: pageSize.default(DEFAULT_PAGE_SIZE),
  filterFields: z.array(identifier()).max(200).optional(),
  orderByField: identifier().optional(),
  isDesc: z.boolean().optional(),
});

/** The shape our reference server answers; clients still read it through normalizePage. */
export function pageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    pageNum: z.number(),
    pageSize: z.number(),
    total: z.number(),
    list: z.array(row),
  });
}

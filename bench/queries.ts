/**
 * The three measured queries, as data every adapter translates into its own dialect.
 * q2's pattern is `%x%y%` with mixed case on the unique invoice number (~23 % of rows match,
 * so page 1000 of 20 exists); q3 is q1 + q2 + distinct-by-buyer, read at page 10 because
 * ~500 buyers leave fewer than 1000 pages.
 */
import type { ListQuery } from '../src/worker/query/types';

export const P = {
  from: '2023-06-01',
  to: '2023-12-31',
  currencies: ['CNY', 'USD'],
  statuses: ['OPEN', 'OVERDUE'],
  pattern: '%V-2%a%',
  size: 20,
} as const;

export type QueryId = 'q1' | 'q2' | 'q3';

export interface BenchQuery {
  id: QueryId;
  title: string;
  /** Which parts the query has; adapters build their query from these and P. */
  range: boolean;
  text: boolean;
  sort: boolean;
  distinct: boolean;
  sums: boolean;
  page: number;
}

export const QUERIES: BenchQuery[] = [
  {
    id: 'q1',
    title: 'date range + 2 enums + sum(amount, outstanding)',
    range: true,
    text: false,
    sort: false,
    distinct: false,
    sums: true,
    page: 1,
  },
  {
    id: 'q2',
    title: "ILIKE '%V-2%a%' + sort(buyerName asc, dueDate desc) + page 1000",
    range: false,
    text: true,
    sort: true,
    distinct: false,
    sums: false,
    page: 1000,
  },
  {
    id: 'q3',
    title: 'q1 + q2 + distinct by buyerCode, page 10',
    range: true,
    text: true,
    sort: true,
    distinct: true,
    sums: true,
    page: 10,
  },
];

/** The engine's own form of a bench query. */
export function toListQuery(q: BenchQuery): ListQuery {
  return {
    filters: [
      ...(q.range
        ? [
            { field: 'issueDate', kind: 'dateRange' as const, from: P.from, to: P.to },
            { field: 'currency', kind: 'enum' as const, values: [...P.currencies] },
            { field: 'status', kind: 'enum' as const, values: [...P.statuses] },
          ]
        : []),
      ...(q.text ? [{ field: 'invoiceNo', kind: 'text' as const, pattern: P.pattern }] : []),
    ],
    ...(q.sort
      ? {
          sort: [
            { field: 'buyerName', order: 'asc' as const },
            { field: 'dueDate', order: 'desc' as const },
          ],
        }
      : {}),
    ...(q.distinct ? { distinctBy: 'buyerCode' } : {}),
    ...(q.sums ? { sumBy: ['amount', 'outstanding'] } : {}),
    page: q.page,
    size: P.size,
  };
}

/** What every adapter reports back, compared across engines so a fast wrong answer shows. */
export interface Answer {
  total: number;
  sums?: Record<string, string>;
  ids: number[];
}
